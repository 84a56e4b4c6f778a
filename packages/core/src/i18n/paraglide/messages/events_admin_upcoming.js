/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Admin_UpcomingInputs */

const en_events_admin_upcoming = /** @type {(inputs: Events_Admin_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upcoming events`)
};

const de_events_admin_upcoming = /** @type {(inputs: Events_Admin_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kommende Veranstaltungen`)
};

const fr_events_admin_upcoming = /** @type {(inputs: Events_Admin_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements à venir`)
};

const it_events_admin_upcoming = /** @type {(inputs: Events_Admin_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prossimi eventi`)
};

/**
* | output |
* | --- |
* | "Upcoming events" |
*
* @param {Events_Admin_UpcomingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_admin_upcoming = /** @type {((inputs?: Events_Admin_UpcomingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_UpcomingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_upcoming(inputs)
	if (locale === "fr") return fr_events_admin_upcoming(inputs)
	if (locale === "it") return it_events_admin_upcoming(inputs)
	return en_events_admin_upcoming(inputs)
});