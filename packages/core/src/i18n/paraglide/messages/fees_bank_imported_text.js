/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ booked: NonNullable<unknown>, credits: NonNullable<unknown> }} Fees_Bank_Imported_TextInputs */

const en_fees_bank_imported_text = /** @type {(inputs: Fees_Bank_Imported_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.booked} of ${i?.credits} payments booked.`)
};

const de_fees_bank_imported_text = /** @type {(inputs: Fees_Bank_Imported_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.booked} von ${i?.credits} Zahlungen verbucht.`)
};

const fr_fees_bank_imported_text = /** @type {(inputs: Fees_Bank_Imported_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.booked} paiements sur ${i?.credits} comptabilisés.`)
};

const it_fees_bank_imported_text = /** @type {(inputs: Fees_Bank_Imported_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.booked} pagamenti su ${i?.credits} registrati.`)
};

/**
* | output |
* | --- |
* | "{booked} of {credits} payments booked." |
*
* @param {Fees_Bank_Imported_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_bank_imported_text = /** @type {((inputs: Fees_Bank_Imported_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Bank_Imported_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_bank_imported_text(inputs)
	if (locale === "fr") return fr_fees_bank_imported_text(inputs)
	if (locale === "it") return it_fees_bank_imported_text(inputs)
	return en_fees_bank_imported_text(inputs)
});