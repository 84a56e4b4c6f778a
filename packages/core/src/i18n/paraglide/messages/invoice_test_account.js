/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invoice_Test_AccountInputs */

const en_invoice_test_account = /** @type {(inputs: Invoice_Test_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`test account, not a real bank account`)
};

const de_invoice_test_account = /** @type {(inputs: Invoice_Test_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Testkonto, kein echtes Bankkonto`)
};

const fr_invoice_test_account = /** @type {(inputs: Invoice_Test_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`compte de test, pas un vrai compte bancaire`)
};

const it_invoice_test_account = /** @type {(inputs: Invoice_Test_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`conto di prova, non un vero conto bancario`)
};

/**
* | output |
* | --- |
* | "test account, not a real bank account" |
*
* @param {Invoice_Test_AccountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const invoice_test_account = /** @type {((inputs?: Invoice_Test_AccountInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_Test_AccountInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invoice_test_account(inputs)
	if (locale === "fr") return fr_invoice_test_account(inputs)
	if (locale === "it") return it_invoice_test_account(inputs)
	return en_invoice_test_account(inputs)
});