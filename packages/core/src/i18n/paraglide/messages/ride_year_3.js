/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ride_Year_3Inputs */

const en_ride_year_3 = /** @type {(inputs: Ride_Year_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3rd year`)
};

const de_ride_year_3 = /** @type {(inputs: Ride_Year_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3. Studienjahr`)
};

const fr_ride_year_3 = /** @type {(inputs: Ride_Year_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3e année`)
};

const it_ride_year_3 = /** @type {(inputs: Ride_Year_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3° anno`)
};

/**
* | output |
* | --- |
* | "3rd year" |
*
* @param {Ride_Year_3Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_year_3 = /** @type {((inputs?: Ride_Year_3Inputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ride_Year_3Inputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ride_year_3(inputs)
	if (locale === "fr") return fr_ride_year_3(inputs)
	if (locale === "it") return it_ride_year_3(inputs)
	return en_ride_year_3(inputs)
});