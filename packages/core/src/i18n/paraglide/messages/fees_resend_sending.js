/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Resend_SendingInputs */

const en_fees_resend_sending = /** @type {(inputs: Fees_Resend_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending…`)
};

const de_fees_resend_sending = /** @type {(inputs: Fees_Resend_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gesendet…`)
};

const fr_fees_resend_sending = /** @type {(inputs: Fees_Resend_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoi…`)
};

const it_fees_resend_sending = /** @type {(inputs: Fees_Resend_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invio…`)
};

/**
* | output |
* | --- |
* | "Sending…" |
*
* @param {Fees_Resend_SendingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_resend_sending = /** @type {((inputs?: Fees_Resend_SendingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Resend_SendingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_resend_sending(inputs)
	if (locale === "fr") return fr_fees_resend_sending(inputs)
	if (locale === "it") return it_fees_resend_sending(inputs)
	return en_fees_resend_sending(inputs)
});