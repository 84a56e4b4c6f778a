/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ride_Year_4Inputs */

const en_ride_year_4 = /** @type {(inputs: Ride_Year_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`4th year`)
};

const de_ride_year_4 = /** @type {(inputs: Ride_Year_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`4. Studienjahr`)
};

const fr_ride_year_4 = /** @type {(inputs: Ride_Year_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`4e année`)
};

const it_ride_year_4 = /** @type {(inputs: Ride_Year_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`4° anno`)
};

/**
* | output |
* | --- |
* | "4th year" |
*
* @param {Ride_Year_4Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_year_4 = /** @type {((inputs?: Ride_Year_4Inputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ride_Year_4Inputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ride_year_4(inputs)
	if (locale === "fr") return fr_ride_year_4(inputs)
	if (locale === "it") return it_ride_year_4(inputs)
	return en_ride_year_4(inputs)
});