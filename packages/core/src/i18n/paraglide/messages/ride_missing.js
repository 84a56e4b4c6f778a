/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ride_MissingInputs */

const en_ride_missing = /** @type {(inputs: Ride_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please fill in all fields`)
};

const de_ride_missing = /** @type {(inputs: Ride_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte füllen Sie alle Felder aus`)
};

const fr_ride_missing = /** @type {(inputs: Ride_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez remplir tous les champs`)
};

const it_ride_missing = /** @type {(inputs: Ride_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compili tutti i campi`)
};

/**
* | output |
* | --- |
* | "Please fill in all fields" |
*
* @param {Ride_MissingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_missing = /** @type {((inputs?: Ride_MissingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ride_MissingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ride_missing(inputs)
	if (locale === "fr") return fr_ride_missing(inputs)
	if (locale === "it") return it_ride_missing(inputs)
	return en_ride_missing(inputs)
});