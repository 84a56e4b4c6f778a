/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fileName: NonNullable<unknown>, version: NonNullable<unknown> }} Fees_Bank_SummaryInputs */

const en_fees_bank_summary = /** @type {(inputs: Fees_Bank_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.fileName} imported (${i?.version})`)
};

const de_fees_bank_summary = /** @type {(inputs: Fees_Bank_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.fileName} importiert (${i?.version})`)
};

const fr_fees_bank_summary = /** @type {(inputs: Fees_Bank_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.fileName} importé (${i?.version})`)
};

const it_fees_bank_summary = /** @type {(inputs: Fees_Bank_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.fileName} importato (${i?.version})`)
};

/**
* | output |
* | --- |
* | "{fileName} imported ({version})" |
*
* @param {Fees_Bank_SummaryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_bank_summary = /** @type {((inputs: Fees_Bank_SummaryInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Bank_SummaryInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_bank_summary(inputs)
	if (locale === "fr") return fr_fees_bank_summary(inputs)
	if (locale === "it") return it_fees_bank_summary(inputs)
	return en_fees_bank_summary(inputs)
});