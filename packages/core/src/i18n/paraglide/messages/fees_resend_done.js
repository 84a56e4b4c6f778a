/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Resend_DoneInputs */

const en_fees_resend_done = /** @type {(inputs: Fees_Resend_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invoice sent again`)
};

const de_fees_resend_done = /** @type {(inputs: Fees_Resend_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechnung erneut gesendet`)
};

const fr_fees_resend_done = /** @type {(inputs: Fees_Resend_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facture renvoyée`)
};

const it_fees_resend_done = /** @type {(inputs: Fees_Resend_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fattura inviata di nuovo`)
};

/**
* | output |
* | --- |
* | "Invoice sent again" |
*
* @param {Fees_Resend_DoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_resend_done = /** @type {((inputs?: Fees_Resend_DoneInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Resend_DoneInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_resend_done(inputs)
	if (locale === "fr") return fr_fees_resend_done(inputs)
	if (locale === "it") return it_fees_resend_done(inputs)
	return en_fees_resend_done(inputs)
});