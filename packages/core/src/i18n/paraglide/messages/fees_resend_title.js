/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Resend_TitleInputs */

const en_fees_resend_title = /** @type {(inputs: Fees_Resend_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resend this invoice?`)
};

const de_fees_resend_title = /** @type {(inputs: Fees_Resend_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Rechnung erneut senden?`)
};

const fr_fees_resend_title = /** @type {(inputs: Fees_Resend_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renvoyer cette facture ?`)
};

const it_fees_resend_title = /** @type {(inputs: Fees_Resend_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inviare di nuovo questa fattura?`)
};

/**
* | output |
* | --- |
* | "Resend this invoice?" |
*
* @param {Fees_Resend_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_resend_title = /** @type {((inputs?: Fees_Resend_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Resend_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_resend_title(inputs)
	if (locale === "fr") return fr_fees_resend_title(inputs)
	if (locale === "it") return it_fees_resend_title(inputs)
	return en_fees_resend_title(inputs)
});