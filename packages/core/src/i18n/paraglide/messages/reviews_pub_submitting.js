/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_SubmittingInputs */

const en_reviews_pub_submitting = /** @type {(inputs: Reviews_Pub_SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submitting...`)
};

const de_reviews_pub_submitting = /** @type {(inputs: Reviews_Pub_SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gesendet...`)
};

const fr_reviews_pub_submitting = /** @type {(inputs: Reviews_Pub_SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoi en cours...`)
};

const it_reviews_pub_submitting = /** @type {(inputs: Reviews_Pub_SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invio in corso...`)
};

/**
* | output |
* | --- |
* | "Submitting..." |
*
* @param {Reviews_Pub_SubmittingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_submitting = /** @type {((inputs?: Reviews_Pub_SubmittingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_SubmittingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_submitting(inputs)
	if (locale === "fr") return fr_reviews_pub_submitting(inputs)
	if (locale === "it") return it_reviews_pub_submitting(inputs)
	return en_reviews_pub_submitting(inputs)
});