/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ notice: NonNullable<unknown> }} Fees_Test_Account_EndInputs */

const en_fees_test_account_end = /** @type {(inputs: Fees_Test_Account_EndInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`: a ${i?.notice}. Set the BILLING_ settings to bill members for real.`)
};

const de_fees_test_account_end = /** @type {(inputs: Fees_Test_Account_EndInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`: ein ${i?.notice}. Setzen Sie die BILLING_-Einstellungen, um Mitgliedern echte Rechnungen zu stellen.`)
};

const fr_fees_test_account_end = /** @type {(inputs: Fees_Test_Account_EndInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` : un ${i?.notice}. Définissez les paramètres BILLING_ pour facturer réellement les membres.`)
};

const it_fees_test_account_end = /** @type {(inputs: Fees_Test_Account_EndInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`: un ${i?.notice}. Imposti le impostazioni BILLING_ per fatturare davvero ai membri.`)
};

/**
* | output |
* | --- |
* | ": a {notice}. Set the BILLING_ settings to bill members for real." |
*
* @param {Fees_Test_Account_EndInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_test_account_end = /** @type {((inputs: Fees_Test_Account_EndInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Test_Account_EndInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_test_account_end(inputs)
	if (locale === "fr") return fr_fees_test_account_end(inputs)
	if (locale === "it") return it_fees_test_account_end(inputs)
	return en_fees_test_account_end(inputs)
});