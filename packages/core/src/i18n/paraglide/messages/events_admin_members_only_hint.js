/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Admin_Members_Only_HintInputs */

const en_events_admin_members_only_hint = /** @type {(inputs: Events_Admin_Members_Only_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listed for everyone, marked members only; its registration note is shown to signed-in members only and never in the calendar feed.`)
};

const de_events_admin_members_only_hint = /** @type {(inputs: Events_Admin_Members_Only_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für alle aufgeführt, als «Nur für Mitglieder» markiert; der Anmeldehinweis wird nur angemeldeten Mitgliedern gezeigt und nie im Kalender-Feed.`)
};

const fr_events_admin_members_only_hint = /** @type {(inputs: Events_Admin_Members_Only_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Affiché pour tous, marqué réservé aux membres ; sa note d’inscription n’est montrée qu’aux membres connectés et jamais dans le flux de calendrier.`)
};

const it_events_admin_members_only_hint = /** @type {(inputs: Events_Admin_Members_Only_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elencato per tutti, segnato come solo per i membri; la nota d’iscrizione è mostrata solo ai membri che hanno effettuato l’accesso e mai nel feed del calendario.`)
};

/**
* | output |
* | --- |
* | "Listed for everyone, marked members only; its registration note is shown to signed-in members only and never in the calendar feed." |
*
* @param {Events_Admin_Members_Only_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_admin_members_only_hint = /** @type {((inputs?: Events_Admin_Members_Only_HintInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Members_Only_HintInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_members_only_hint(inputs)
	if (locale === "fr") return fr_events_admin_members_only_hint(inputs)
	if (locale === "it") return it_events_admin_members_only_hint(inputs)
	return en_events_admin_members_only_hint(inputs)
});