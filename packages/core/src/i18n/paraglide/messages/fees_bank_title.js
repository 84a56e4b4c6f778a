/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Bank_TitleInputs */

const en_fees_bank_title = /** @type {(inputs: Fees_Bank_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import the bank's file`)
};

const de_fees_bank_title = /** @type {(inputs: Fees_Bank_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bankdatei importieren`)
};

const fr_fees_bank_title = /** @type {(inputs: Fees_Bank_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importer le fichier de la banque`)
};

const it_fees_bank_title = /** @type {(inputs: Fees_Bank_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importare il file della banca`)
};

/**
* | output |
* | --- |
* | "Import the bank's file" |
*
* @param {Fees_Bank_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_bank_title = /** @type {((inputs?: Fees_Bank_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Bank_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_bank_title(inputs)
	if (locale === "fr") return fr_fees_bank_title(inputs)
	if (locale === "it") return it_fees_bank_title(inputs)
	return en_fees_bank_title(inputs)
});