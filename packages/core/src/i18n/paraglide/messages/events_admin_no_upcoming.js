/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Admin_No_UpcomingInputs */

const en_events_admin_no_upcoming = /** @type {(inputs: Events_Admin_No_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No upcoming events. Create one with New event.`)
};

const de_events_admin_no_upcoming = /** @type {(inputs: Events_Admin_No_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine kommenden Veranstaltungen. Erstellen Sie eine mit «Neue Veranstaltung».`)
};

const fr_events_admin_no_upcoming = /** @type {(inputs: Events_Admin_No_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun événement à venir. Créez-en un avec « Nouvel événement ».`)
};

const it_events_admin_no_upcoming = /** @type {(inputs: Events_Admin_No_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessun evento in programma. Ne crei uno con «Nuovo evento».`)
};

/**
* | output |
* | --- |
* | "No upcoming events. Create one with New event." |
*
* @param {Events_Admin_No_UpcomingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_admin_no_upcoming = /** @type {((inputs?: Events_Admin_No_UpcomingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_No_UpcomingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_no_upcoming(inputs)
	if (locale === "fr") return fr_events_admin_no_upcoming(inputs)
	if (locale === "it") return it_events_admin_no_upcoming(inputs)
	return en_events_admin_no_upcoming(inputs)
});