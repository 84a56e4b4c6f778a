/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ride_Error_TitleInputs */

const en_ride_error_title = /** @type {(inputs: Ride_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

const de_ride_error_title = /** @type {(inputs: Ride_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler`)
};

const fr_ride_error_title = /** @type {(inputs: Ride_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur`)
};

const it_ride_error_title = /** @type {(inputs: Ride_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Errore`)
};

/**
* | output |
* | --- |
* | "Error" |
*
* @param {Ride_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_error_title = /** @type {((inputs?: Ride_Error_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ride_Error_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ride_error_title(inputs)
	if (locale === "fr") return fr_ride_error_title(inputs)
	if (locale === "it") return it_ride_error_title(inputs)
	return en_ride_error_title(inputs)
});