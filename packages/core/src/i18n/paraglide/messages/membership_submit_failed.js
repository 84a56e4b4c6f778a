/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Submit_FailedInputs */

const en_membership_submit_failed = /** @type {(inputs: Membership_Submit_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to submit your application. Please try again.`)
};

const de_membership_submit_failed = /** @type {(inputs: Membership_Submit_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Anmeldung konnte nicht gesendet werden. Bitte versuchen Sie es noch einmal.`)
};

const fr_membership_submit_failed = /** @type {(inputs: Membership_Submit_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre demande n’a pas pu être envoyée. Veuillez réessayer.`)
};

const it_membership_submit_failed = /** @type {(inputs: Membership_Submit_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non è stato possibile inviare la domanda. Riprovi.`)
};

/**
* | output |
* | --- |
* | "Failed to submit your application. Please try again." |
*
* @param {Membership_Submit_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_submit_failed = /** @type {((inputs?: Membership_Submit_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Submit_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_submit_failed(inputs)
	if (locale === "fr") return fr_membership_submit_failed(inputs)
	if (locale === "it") return it_membership_submit_failed(inputs)
	return en_membership_submit_failed(inputs)
});