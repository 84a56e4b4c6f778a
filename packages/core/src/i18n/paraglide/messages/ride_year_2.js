/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ride_Year_2Inputs */

const en_ride_year_2 = /** @type {(inputs: Ride_Year_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2nd year`)
};

const de_ride_year_2 = /** @type {(inputs: Ride_Year_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2. Studienjahr`)
};

const fr_ride_year_2 = /** @type {(inputs: Ride_Year_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2e année`)
};

const it_ride_year_2 = /** @type {(inputs: Ride_Year_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2° anno`)
};

/**
* | output |
* | --- |
* | "2nd year" |
*
* @param {Ride_Year_2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_year_2 = /** @type {((inputs?: Ride_Year_2Inputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ride_Year_2Inputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ride_year_2(inputs)
	if (locale === "fr") return fr_ride_year_2(inputs)
	if (locale === "it") return it_ride_year_2(inputs)
	return en_ride_year_2(inputs)
});