/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Date_TermInputs */

const en_events_date_term = /** @type {(inputs: Events_Date_TermInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date`)
};

const de_events_date_term = /** @type {(inputs: Events_Date_TermInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datum`)
};

const fr_events_date_term = /** @type {(inputs: Events_Date_TermInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date`)
};

const it_events_date_term = /** @type {(inputs: Events_Date_TermInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data`)
};

/**
* | output |
* | --- |
* | "Date" |
*
* @param {Events_Date_TermInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_date_term = /** @type {((inputs?: Events_Date_TermInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Date_TermInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_date_term(inputs)
	if (locale === "fr") return fr_events_date_term(inputs)
	if (locale === "it") return it_events_date_term(inputs)
	return en_events_date_term(inputs)
});