/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ride_Year_6Inputs */

const en_ride_year_6 = /** @type {(inputs: Ride_Year_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`6th year`)
};

const de_ride_year_6 = /** @type {(inputs: Ride_Year_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`6. Studienjahr`)
};

const fr_ride_year_6 = /** @type {(inputs: Ride_Year_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`6e année`)
};

const it_ride_year_6 = /** @type {(inputs: Ride_Year_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`6° anno`)
};

/**
* | output |
* | --- |
* | "6th year" |
*
* @param {Ride_Year_6Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_year_6 = /** @type {((inputs?: Ride_Year_6Inputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ride_Year_6Inputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ride_year_6(inputs)
	if (locale === "fr") return fr_ride_year_6(inputs)
	if (locale === "it") return it_ride_year_6(inputs)
	return en_ride_year_6(inputs)
});