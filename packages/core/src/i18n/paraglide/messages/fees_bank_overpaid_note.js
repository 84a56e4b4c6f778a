/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Bank_Overpaid_NoteInputs */

const en_fees_bank_overpaid_note = /** @type {(inputs: Fees_Bank_Overpaid_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`check these invoices: more came in than was billed`)
};

const de_fees_bank_overpaid_note = /** @type {(inputs: Fees_Bank_Overpaid_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`diese Rechnungen prüfen: Es ging mehr ein als verrechnet`)
};

const fr_fees_bank_overpaid_note = /** @type {(inputs: Fees_Bank_Overpaid_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vérifiez ces factures : il est entré plus que facturé`)
};

const it_fees_bank_overpaid_note = /** @type {(inputs: Fees_Bank_Overpaid_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`controlli queste fatture: è entrato più di quanto fatturato`)
};

/**
* | output |
* | --- |
* | "check these invoices: more came in than was billed" |
*
* @param {Fees_Bank_Overpaid_NoteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_bank_overpaid_note = /** @type {((inputs?: Fees_Bank_Overpaid_NoteInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Bank_Overpaid_NoteInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_bank_overpaid_note(inputs)
	if (locale === "fr") return fr_fees_bank_overpaid_note(inputs)
	if (locale === "it") return it_fees_bank_overpaid_note(inputs)
	return en_fees_bank_overpaid_note(inputs)
});