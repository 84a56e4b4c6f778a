/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Test_AccountInputs */

const en_fees_test_account = /** @type {(inputs: Fees_Test_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The bills name`)
};

const de_fees_test_account = /** @type {(inputs: Fees_Test_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Rechnungen nennen`)
};

const fr_fees_test_account = /** @type {(inputs: Fees_Test_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les factures indiquent`)
};

const it_fees_test_account = /** @type {(inputs: Fees_Test_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le fatture indicano`)
};

/**
* | output |
* | --- |
* | "The bills name" |
*
* @param {Fees_Test_AccountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_test_account = /** @type {((inputs?: Fees_Test_AccountInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Test_AccountInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_test_account(inputs)
	if (locale === "fr") return fr_fees_test_account(inputs)
	if (locale === "it") return it_fees_test_account(inputs)
	return en_fees_test_account(inputs)
});