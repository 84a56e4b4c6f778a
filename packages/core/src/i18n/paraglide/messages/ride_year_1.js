/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ride_Year_1Inputs */

const en_ride_year_1 = /** @type {(inputs: Ride_Year_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1st year`)
};

const de_ride_year_1 = /** @type {(inputs: Ride_Year_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1. Studienjahr`)
};

const fr_ride_year_1 = /** @type {(inputs: Ride_Year_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1re année`)
};

const it_ride_year_1 = /** @type {(inputs: Ride_Year_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1° anno`)
};

/**
* | output |
* | --- |
* | "1st year" |
*
* @param {Ride_Year_1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_year_1 = /** @type {((inputs?: Ride_Year_1Inputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ride_Year_1Inputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ride_year_1(inputs)
	if (locale === "fr") return fr_ride_year_1(inputs)
	if (locale === "it") return it_ride_year_1(inputs)
	return en_ride_year_1(inputs)
});