/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Time_TermInputs */

const en_events_time_term = /** @type {(inputs: Events_Time_TermInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time`)
};

const de_events_time_term = /** @type {(inputs: Events_Time_TermInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zeit`)
};

const fr_events_time_term = /** @type {(inputs: Events_Time_TermInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heure`)
};

const it_events_time_term = /** @type {(inputs: Events_Time_TermInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orario`)
};

/**
* | output |
* | --- |
* | "Time" |
*
* @param {Events_Time_TermInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_time_term = /** @type {((inputs?: Events_Time_TermInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Time_TermInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_time_term(inputs)
	if (locale === "fr") return fr_events_time_term(inputs)
	if (locale === "it") return it_events_time_term(inputs)
	return en_events_time_term(inputs)
});