/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Resend_FailedInputs */

const en_fees_resend_failed = /** @type {(inputs: Fees_Resend_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The invoice could not be sent`)
};

const de_fees_resend_failed = /** @type {(inputs: Fees_Resend_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Rechnung konnte nicht gesendet werden`)
};

const fr_fees_resend_failed = /** @type {(inputs: Fees_Resend_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La facture n’a pas pu être envoyée`)
};

const it_fees_resend_failed = /** @type {(inputs: Fees_Resend_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non è stato possibile inviare la fattura`)
};

/**
* | output |
* | --- |
* | "The invoice could not be sent" |
*
* @param {Fees_Resend_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_resend_failed = /** @type {((inputs?: Fees_Resend_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Resend_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_resend_failed(inputs)
	if (locale === "fr") return fr_fees_resend_failed(inputs)
	if (locale === "it") return it_fees_resend_failed(inputs)
	return en_fees_resend_failed(inputs)
});