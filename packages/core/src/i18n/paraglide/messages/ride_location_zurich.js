/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ride_Location_ZurichInputs */

const en_ride_location_zurich = /** @type {(inputs: Ride_Location_ZurichInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zürich`)
};

const de_ride_location_zurich = /** @type {(inputs: Ride_Location_ZurichInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zürich`)
};

const fr_ride_location_zurich = /** @type {(inputs: Ride_Location_ZurichInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurich`)
};

const it_ride_location_zurich = /** @type {(inputs: Ride_Location_ZurichInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurigo`)
};

/**
* | output |
* | --- |
* | "Zürich" |
*
* @param {Ride_Location_ZurichInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_location_zurich = /** @type {((inputs?: Ride_Location_ZurichInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ride_Location_ZurichInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ride_location_zurich(inputs)
	if (locale === "fr") return fr_ride_location_zurich(inputs)
	if (locale === "it") return it_ride_location_zurich(inputs)
	return en_ride_location_zurich(inputs)
});