/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ percent: NonNullable<unknown> }} Fees_Bank_UploadingInputs */

const en_fees_bank_uploading = /** @type {(inputs: Fees_Bank_UploadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uploading… ${i?.percent} %`)
};

const de_fees_bank_uploading = /** @type {(inputs: Fees_Bank_UploadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wird hochgeladen… ${i?.percent} %`)
};

const fr_fees_bank_uploading = /** @type {(inputs: Fees_Bank_UploadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Envoi… ${i?.percent} %`)
};

const it_fees_bank_uploading = /** @type {(inputs: Fees_Bank_UploadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Caricamento… ${i?.percent} %`)
};

/**
* | output |
* | --- |
* | "Uploading… {percent} %" |
*
* @param {Fees_Bank_UploadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_bank_uploading = /** @type {((inputs: Fees_Bank_UploadingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Bank_UploadingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_bank_uploading(inputs)
	if (locale === "fr") return fr_fees_bank_uploading(inputs)
	if (locale === "it") return it_fees_bank_uploading(inputs)
	return en_fees_bank_uploading(inputs)
});