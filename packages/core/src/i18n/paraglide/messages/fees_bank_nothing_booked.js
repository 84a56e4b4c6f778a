/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Bank_Nothing_BookedInputs */

const en_fees_bank_nothing_booked = /** @type {(inputs: Fees_Bank_Nothing_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was booked. Check that this is the bank's camt.054 or camt.053 file.`)
};

const de_fees_bank_nothing_booked = /** @type {(inputs: Fees_Bank_Nothing_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es wurde nichts verbucht. Prüfen Sie, ob dies die camt.054- oder camt.053-Datei der Bank ist.`)
};

const fr_fees_bank_nothing_booked = /** @type {(inputs: Fees_Bank_Nothing_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien n’a été comptabilisé. Vérifiez qu’il s’agit bien du fichier camt.054 ou camt.053 de la banque.`)
};

const it_fees_bank_nothing_booked = /** @type {(inputs: Fees_Bank_Nothing_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non è stato registrato nulla. Verifichi che sia il file camt.054 o camt.053 della banca.`)
};

/**
* | output |
* | --- |
* | "Nothing was booked. Check that this is the bank's camt.054 or camt.053 file." |
*
* @param {Fees_Bank_Nothing_BookedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_bank_nothing_booked = /** @type {((inputs?: Fees_Bank_Nothing_BookedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Bank_Nothing_BookedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_bank_nothing_booked(inputs)
	if (locale === "fr") return fr_fees_bank_nothing_booked(inputs)
	if (locale === "it") return it_fees_bank_nothing_booked(inputs)
	return en_fees_bank_nothing_booked(inputs)
});