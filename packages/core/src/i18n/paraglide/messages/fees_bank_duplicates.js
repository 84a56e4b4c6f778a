/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Bank_DuplicatesInputs */

const en_fees_bank_duplicates = /** @type {(inputs: Fees_Bank_DuplicatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Already imported before (unchanged)`)
};

const de_fees_bank_duplicates = /** @type {(inputs: Fees_Bank_DuplicatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bereits früher importiert (unverändert)`)
};

const fr_fees_bank_duplicates = /** @type {(inputs: Fees_Bank_DuplicatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déjà importés auparavant (inchangés)`)
};

const it_fees_bank_duplicates = /** @type {(inputs: Fees_Bank_DuplicatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Già importati in precedenza (invariati)`)
};

/**
* | output |
* | --- |
* | "Already imported before (unchanged)" |
*
* @param {Fees_Bank_DuplicatesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_bank_duplicates = /** @type {((inputs?: Fees_Bank_DuplicatesInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Bank_DuplicatesInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_bank_duplicates(inputs)
	if (locale === "fr") return fr_fees_bank_duplicates(inputs)
	if (locale === "it") return it_fees_bank_duplicates(inputs)
	return en_fees_bank_duplicates(inputs)
});