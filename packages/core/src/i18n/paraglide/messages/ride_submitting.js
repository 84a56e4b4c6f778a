/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ride_SubmittingInputs */

const en_ride_submitting = /** @type {(inputs: Ride_SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submitting...`)
};

const de_ride_submitting = /** @type {(inputs: Ride_SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gesendet...`)
};

const fr_ride_submitting = /** @type {(inputs: Ride_SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoi en cours...`)
};

const it_ride_submitting = /** @type {(inputs: Ride_SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invio in corso...`)
};

/**
* | output |
* | --- |
* | "Submitting..." |
*
* @param {Ride_SubmittingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_submitting = /** @type {((inputs?: Ride_SubmittingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ride_SubmittingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ride_submitting(inputs)
	if (locale === "fr") return fr_ride_submitting(inputs)
	if (locale === "it") return it_ride_submitting(inputs)
	return en_ride_submitting(inputs)
});