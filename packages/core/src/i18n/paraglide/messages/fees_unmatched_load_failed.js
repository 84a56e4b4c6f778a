/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Unmatched_Load_FailedInputs */

const en_fees_unmatched_load_failed = /** @type {(inputs: Fees_Unmatched_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unmatched payments could not be loaded`)
};

const de_fees_unmatched_load_failed = /** @type {(inputs: Fees_Unmatched_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht zugeordnete Zahlungen konnten nicht geladen werden`)
};

const fr_fees_unmatched_load_failed = /** @type {(inputs: Fees_Unmatched_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les paiements non attribués n’ont pas pu être chargés`)
};

const it_fees_unmatched_load_failed = /** @type {(inputs: Fees_Unmatched_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non è stato possibile caricare i pagamenti non abbinati`)
};

/**
* | output |
* | --- |
* | "Unmatched payments could not be loaded" |
*
* @param {Fees_Unmatched_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_load_failed = /** @type {((inputs?: Fees_Unmatched_Load_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Unmatched_Load_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_unmatched_load_failed(inputs)
	if (locale === "fr") return fr_fees_unmatched_load_failed(inputs)
	if (locale === "it") return it_fees_unmatched_load_failed(inputs)
	return en_fees_unmatched_load_failed(inputs)
});