/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ride_FailedInputs */

const en_ride_failed = /** @type {(inputs: Ride_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to submit request. Please try again.`)
};

const de_ride_failed = /** @type {(inputs: Ride_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Anfrage konnte nicht gesendet werden. Bitte versuchen Sie es noch einmal.`)
};

const fr_ride_failed = /** @type {(inputs: Ride_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La demande n’a pas pu être envoyée. Veuillez réessayer.`)
};

const it_ride_failed = /** @type {(inputs: Ride_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non è stato possibile inviare la richiesta. Riprovi.`)
};

/**
* | output |
* | --- |
* | "Failed to submit request. Please try again." |
*
* @param {Ride_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_failed = /** @type {((inputs?: Ride_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ride_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ride_failed(inputs)
	if (locale === "fr") return fr_ride_failed(inputs)
	if (locale === "it") return it_ride_failed(inputs)
	return en_ride_failed(inputs)
});