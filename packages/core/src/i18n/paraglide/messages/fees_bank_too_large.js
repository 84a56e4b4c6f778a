/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Fees_Bank_Too_LargeInputs */

const en_fees_bank_too_large = /** @type {(inputs: Fees_Bank_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The file is larger than the limit of ${i?.max} MiB.`)
};

const de_fees_bank_too_large = /** @type {(inputs: Fees_Bank_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Datei ist grösser als die Grenze von ${i?.max} MiB.`)
};

const fr_fees_bank_too_large = /** @type {(inputs: Fees_Bank_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le fichier dépasse la limite de ${i?.max} MiB.`)
};

const it_fees_bank_too_large = /** @type {(inputs: Fees_Bank_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Il file supera il limite di ${i?.max} MiB.`)
};

/**
* | output |
* | --- |
* | "The file is larger than the limit of {max} MiB." |
*
* @param {Fees_Bank_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_bank_too_large = /** @type {((inputs: Fees_Bank_Too_LargeInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Bank_Too_LargeInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_bank_too_large(inputs)
	if (locale === "fr") return fr_fees_bank_too_large(inputs)
	if (locale === "it") return it_fees_bank_too_large(inputs)
	return en_fees_bank_too_large(inputs)
});