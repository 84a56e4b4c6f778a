/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Feed_AfterInputs */

const en_events_feed_after = /** @type {(inputs: Events_Feed_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` to our calendar in Google Calendar, Apple Calendar or Outlook (add the link's address as a calendar subscription), or use “Add to calendar” on a single event.`)
};

const de_events_feed_after = /** @type {(inputs: Events_Feed_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` unseren Kalender in Google Calendar, Apple Calendar oder Outlook (fügen Sie die Adresse des Links als Kalenderabonnement hinzu), oder verwenden Sie «Zum Kalender hinzufügen» bei einer einzelnen Veranstaltung.`)
};

const fr_events_feed_after = /** @type {(inputs: Events_Feed_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` à notre calendrier dans Google Calendar, Apple Calendar ou Outlook (ajoutez l’adresse du lien comme abonnement de calendrier), ou utilisez « Ajouter au calendrier » sur un événement.`)
};

const it_events_feed_after = /** @type {(inputs: Events_Feed_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` al nostro calendario in Google Calendar, Apple Calendar o Outlook (aggiunga l’indirizzo del link come abbonamento al calendario), oppure usi «Aggiungere al calendario» su un singolo evento.`)
};

/**
* | output |
* | --- |
* | "to our calendar in Google Calendar, Apple Calendar or Outlook (add the link's address as a calendar subscription), or use “Add to calendar” on a single event." |
*
* @param {Events_Feed_AfterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_feed_after = /** @type {((inputs?: Events_Feed_AfterInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Feed_AfterInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_feed_after(inputs)
	if (locale === "fr") return fr_events_feed_after(inputs)
	if (locale === "it") return it_events_feed_after(inputs)
	return en_events_feed_after(inputs)
});