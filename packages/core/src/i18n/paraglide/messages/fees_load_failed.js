/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Load_FailedInputs */

const en_fees_load_failed = /** @type {(inputs: Fees_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The invoices could not be loaded.`)
};

const de_fees_load_failed = /** @type {(inputs: Fees_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Rechnungen konnten nicht geladen werden.`)
};

const fr_fees_load_failed = /** @type {(inputs: Fees_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les factures n’ont pas pu être chargées.`)
};

const it_fees_load_failed = /** @type {(inputs: Fees_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non è stato possibile caricare le fatture.`)
};

/**
* | output |
* | --- |
* | "The invoices could not be loaded." |
*
* @param {Fees_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_load_failed = /** @type {((inputs?: Fees_Load_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Load_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_load_failed(inputs)
	if (locale === "fr") return fr_fees_load_failed(inputs)
	if (locale === "it") return it_fees_load_failed(inputs)
	return en_fees_load_failed(inputs)
});