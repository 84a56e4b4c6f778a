/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Resend_SendInputs */

const en_fees_resend_send = /** @type {(inputs: Fees_Resend_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resend invoice`)
};

const de_fees_resend_send = /** @type {(inputs: Fees_Resend_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechnung erneut senden`)
};

const fr_fees_resend_send = /** @type {(inputs: Fees_Resend_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renvoyer la facture`)
};

const it_fees_resend_send = /** @type {(inputs: Fees_Resend_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inviare di nuovo la fattura`)
};

/**
* | output |
* | --- |
* | "Resend invoice" |
*
* @param {Fees_Resend_SendInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_resend_send = /** @type {((inputs?: Fees_Resend_SendInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Resend_SendInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_resend_send(inputs)
	if (locale === "fr") return fr_fees_resend_send(inputs)
	if (locale === "it") return it_fees_resend_send(inputs)
	return en_fees_resend_send(inputs)
});