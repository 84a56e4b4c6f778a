/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ride_LocationInputs */

const en_ride_location = /** @type {(inputs: Ride_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location`)
};

const de_ride_location = /** @type {(inputs: Ride_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ort`)
};

const fr_ride_location = /** @type {(inputs: Ride_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieu`)
};

const it_ride_location = /** @type {(inputs: Ride_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Luogo`)
};

/**
* | output |
* | --- |
* | "Location" |
*
* @param {Ride_LocationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_location = /** @type {((inputs?: Ride_LocationInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ride_LocationInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ride_location(inputs)
	if (locale === "fr") return fr_ride_location(inputs)
	if (locale === "it") return it_ride_location(inputs)
	return en_ride_location(inputs)
});