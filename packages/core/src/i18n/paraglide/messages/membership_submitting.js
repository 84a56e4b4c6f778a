/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_SubmittingInputs */

const en_membership_submitting = /** @type {(inputs: Membership_SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submitting...`)
};

const de_membership_submitting = /** @type {(inputs: Membership_SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gesendet...`)
};

const fr_membership_submitting = /** @type {(inputs: Membership_SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoi en cours...`)
};

const it_membership_submitting = /** @type {(inputs: Membership_SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invio in corso...`)
};

/**
* | output |
* | --- |
* | "Submitting..." |
*
* @param {Membership_SubmittingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_submitting = /** @type {((inputs?: Membership_SubmittingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_SubmittingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_submitting(inputs)
	if (locale === "fr") return fr_membership_submitting(inputs)
	if (locale === "it") return it_membership_submitting(inputs)
	return en_membership_submitting(inputs)
});