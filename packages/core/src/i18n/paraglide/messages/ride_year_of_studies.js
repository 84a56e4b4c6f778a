/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ride_Year_Of_StudiesInputs */

const en_ride_year_of_studies = /** @type {(inputs: Ride_Year_Of_StudiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Year of studies`)
};

const de_ride_year_of_studies = /** @type {(inputs: Ride_Year_Of_StudiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Studienjahr`)
};

const fr_ride_year_of_studies = /** @type {(inputs: Ride_Year_Of_StudiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Année d’études`)
};

const it_ride_year_of_studies = /** @type {(inputs: Ride_Year_Of_StudiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anno di studio`)
};

/**
* | output |
* | --- |
* | "Year of studies" |
*
* @param {Ride_Year_Of_StudiesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_year_of_studies = /** @type {((inputs?: Ride_Year_Of_StudiesInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ride_Year_Of_StudiesInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ride_year_of_studies(inputs)
	if (locale === "fr") return fr_ride_year_of_studies(inputs)
	if (locale === "it") return it_ride_year_of_studies(inputs)
	return en_ride_year_of_studies(inputs)
});