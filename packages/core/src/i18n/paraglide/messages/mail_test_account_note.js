/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ notice: NonNullable<unknown> }} Mail_Test_Account_NoteInputs */

const en_mail_test_account_note = /** @type {(inputs: Mail_Test_Account_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please note: this bill names a ${i?.notice}. Do not pay it.`)
};

const de_mail_test_account_note = /** @type {(inputs: Mail_Test_Account_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bitte beachten Sie: Diese Rechnung nennt ein ${i?.notice}. Bezahlen Sie sie nicht.`)
};

const fr_mail_test_account_note = /** @type {(inputs: Mail_Test_Account_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Attention : cette facture indique un ${i?.notice}. Ne la payez pas.`)
};

const it_mail_test_account_note = /** @type {(inputs: Mail_Test_Account_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Attenzione: questa fattura indica un ${i?.notice}. Non la paghi.`)
};

/**
* | output |
* | --- |
* | "Please note: this bill names a {notice}. Do not pay it." |
*
* @param {Mail_Test_Account_NoteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_test_account_note = /** @type {((inputs: Mail_Test_Account_NoteInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Test_Account_NoteInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_test_account_note(inputs)
	if (locale === "fr") return fr_mail_test_account_note(inputs)
	if (locale === "it") return it_mail_test_account_note(inputs)
	return en_mail_test_account_note(inputs)
});