/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Upcoming_HeadingInputs */

const en_events_upcoming_heading = /** @type {(inputs: Events_Upcoming_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upcoming Events`)
};

const de_events_upcoming_heading = /** @type {(inputs: Events_Upcoming_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kommende Veranstaltungen`)
};

const fr_events_upcoming_heading = /** @type {(inputs: Events_Upcoming_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements à venir`)
};

const it_events_upcoming_heading = /** @type {(inputs: Events_Upcoming_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prossimi eventi`)
};

/**
* | output |
* | --- |
* | "Upcoming Events" |
*
* @param {Events_Upcoming_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_upcoming_heading = /** @type {((inputs?: Events_Upcoming_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Upcoming_HeadingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_upcoming_heading(inputs)
	if (locale === "fr") return fr_events_upcoming_heading(inputs)
	if (locale === "it") return it_events_upcoming_heading(inputs)
	return en_events_upcoming_heading(inputs)
});