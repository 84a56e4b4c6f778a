/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Pay_NoteInputs */

const en_fees_pay_note = /** @type {(inputs: Fees_Pay_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Note`)
};

const de_fees_pay_note = /** @type {(inputs: Fees_Pay_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notiz`)
};

const fr_fees_pay_note = /** @type {(inputs: Fees_Pay_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remarque`)
};

const it_fees_pay_note = /** @type {(inputs: Fees_Pay_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nota`)
};

/**
* | output |
* | --- |
* | "Note" |
*
* @param {Fees_Pay_NoteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_pay_note = /** @type {((inputs?: Fees_Pay_NoteInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Pay_NoteInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_pay_note(inputs)
	if (locale === "fr") return fr_fees_pay_note(inputs)
	if (locale === "it") return it_fees_pay_note(inputs)
	return en_fees_pay_note(inputs)
});