/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ride_Select_YearInputs */

const en_ride_select_year = /** @type {(inputs: Ride_Select_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select your year`)
};

const de_ride_select_year = /** @type {(inputs: Ride_Select_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Studienjahr wählen`)
};

const fr_ride_select_year = /** @type {(inputs: Ride_Select_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez votre année`)
};

const it_ride_select_year = /** @type {(inputs: Ride_Select_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scelga il Suo anno`)
};

/**
* | output |
* | --- |
* | "Select your year" |
*
* @param {Ride_Select_YearInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_select_year = /** @type {((inputs?: Ride_Select_YearInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ride_Select_YearInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ride_select_year(inputs)
	if (locale === "fr") return fr_ride_select_year(inputs)
	if (locale === "it") return it_ride_select_year(inputs)
	return en_ride_select_year(inputs)
});