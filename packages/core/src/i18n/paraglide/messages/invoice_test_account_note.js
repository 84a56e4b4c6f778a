/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ notice: NonNullable<unknown> }} Invoice_Test_Account_NoteInputs */

const en_invoice_test_account_note = /** @type {(inputs: Invoice_Test_Account_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Note: ${i?.notice}.`)
};

const de_invoice_test_account_note = /** @type {(inputs: Invoice_Test_Account_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hinweis: ${i?.notice}.`)
};

const fr_invoice_test_account_note = /** @type {(inputs: Invoice_Test_Account_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remarque : ${i?.notice}.`)
};

const it_invoice_test_account_note = /** @type {(inputs: Invoice_Test_Account_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nota: ${i?.notice}.`)
};

/**
* | output |
* | --- |
* | "Note: {notice}." |
*
* @param {Invoice_Test_Account_NoteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const invoice_test_account_note = /** @type {((inputs: Invoice_Test_Account_NoteInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_Test_Account_NoteInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invoice_test_account_note(inputs)
	if (locale === "fr") return fr_invoice_test_account_note(inputs)
	if (locale === "it") return it_invoice_test_account_note(inputs)
	return en_invoice_test_account_note(inputs)
});