/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ride_Location_BaselInputs */

const en_ride_location_basel = /** @type {(inputs: Ride_Location_BaselInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Basel`)
};

const de_ride_location_basel = /** @type {(inputs: Ride_Location_BaselInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Basel`)
};

const fr_ride_location_basel = /** @type {(inputs: Ride_Location_BaselInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bâle`)
};

const it_ride_location_basel = /** @type {(inputs: Ride_Location_BaselInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Basilea`)
};

/**
* | output |
* | --- |
* | "Basel" |
*
* @param {Ride_Location_BaselInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_location_basel = /** @type {((inputs?: Ride_Location_BaselInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ride_Location_BaselInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ride_location_basel(inputs)
	if (locale === "fr") return fr_ride_location_basel(inputs)
	if (locale === "it") return it_ride_location_basel(inputs)
	return en_ride_location_basel(inputs)
});