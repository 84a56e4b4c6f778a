/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Location_TermInputs */

const en_events_location_term = /** @type {(inputs: Events_Location_TermInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location`)
};

const de_events_location_term = /** @type {(inputs: Events_Location_TermInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ort`)
};

const fr_events_location_term = /** @type {(inputs: Events_Location_TermInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieu`)
};

const it_events_location_term = /** @type {(inputs: Events_Location_TermInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Luogo`)
};

/**
* | output |
* | --- |
* | "Location" |
*
* @param {Events_Location_TermInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_location_term = /** @type {((inputs?: Events_Location_TermInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Location_TermInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_location_term(inputs)
	if (locale === "fr") return fr_events_location_term(inputs)
	if (locale === "it") return it_events_location_term(inputs)
	return en_events_location_term(inputs)
});