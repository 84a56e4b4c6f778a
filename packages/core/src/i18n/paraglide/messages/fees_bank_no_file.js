/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Bank_No_FileInputs */

const en_fees_bank_no_file = /** @type {(inputs: Fees_Bank_No_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No file selected`)
};

const de_fees_bank_no_file = /** @type {(inputs: Fees_Bank_No_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Datei ausgewählt`)
};

const fr_fees_bank_no_file = /** @type {(inputs: Fees_Bank_No_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun fichier sélectionné`)
};

const it_fees_bank_no_file = /** @type {(inputs: Fees_Bank_No_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessun file selezionato`)
};

/**
* | output |
* | --- |
* | "No file selected" |
*
* @param {Fees_Bank_No_FileInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_bank_no_file = /** @type {((inputs?: Fees_Bank_No_FileInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Bank_No_FileInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_bank_no_file(inputs)
	if (locale === "fr") return fr_fees_bank_no_file(inputs)
	if (locale === "it") return it_fees_bank_no_file(inputs)
	return en_fees_bank_no_file(inputs)
});