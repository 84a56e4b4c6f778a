/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ride_Year_5Inputs */

const en_ride_year_5 = /** @type {(inputs: Ride_Year_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`5th year`)
};

const de_ride_year_5 = /** @type {(inputs: Ride_Year_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`5. Studienjahr`)
};

const fr_ride_year_5 = /** @type {(inputs: Ride_Year_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`5e année`)
};

const it_ride_year_5 = /** @type {(inputs: Ride_Year_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`5° anno`)
};

/**
* | output |
* | --- |
* | "5th year" |
*
* @param {Ride_Year_5Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_year_5 = /** @type {((inputs?: Ride_Year_5Inputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ride_Year_5Inputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ride_year_5(inputs)
	if (locale === "fr") return fr_ride_year_5(inputs)
	if (locale === "it") return it_ride_year_5(inputs)
	return en_ride_year_5(inputs)
});