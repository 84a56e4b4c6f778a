/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ride_Select_LocationInputs */

const en_ride_select_location = /** @type {(inputs: Ride_Select_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select a location`)
};

const de_ride_select_location = /** @type {(inputs: Ride_Select_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ort wählen`)
};

const fr_ride_select_location = /** @type {(inputs: Ride_Select_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un lieu`)
};

const it_ride_select_location = /** @type {(inputs: Ride_Select_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scelga un luogo`)
};

/**
* | output |
* | --- |
* | "Select a location" |
*
* @param {Ride_Select_LocationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_select_location = /** @type {((inputs?: Ride_Select_LocationInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ride_Select_LocationInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ride_select_location(inputs)
	if (locale === "fr") return fr_ride_select_location(inputs)
	if (locale === "it") return it_ride_select_location(inputs)
	return en_ride_select_location(inputs)
});