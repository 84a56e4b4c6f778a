/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Valid_Recovery_CodeInputs */

const en_valid_recovery_code = /** @type {(inputs: Valid_Recovery_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter one of your recovery codes, like ab23C-4dE56`)
};

const de_valid_recovery_code = /** @type {(inputs: Valid_Recovery_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte geben Sie einen Ihrer Wiederherstellungscodes ein, zum Beispiel ab23C-4dE56`)
};

const fr_valid_recovery_code = /** @type {(inputs: Valid_Recovery_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir l’un de vos codes de récupération, par exemple ab23C-4dE56`)
};

const it_valid_recovery_code = /** @type {(inputs: Valid_Recovery_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inserisca uno dei Suoi codici di recupero, ad esempio ab23C-4dE56`)
};

/**
* | output |
* | --- |
* | "Please enter one of your recovery codes, like ab23C-4dE56" |
*
* @param {Valid_Recovery_CodeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_recovery_code = /** @type {((inputs?: Valid_Recovery_CodeInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Valid_Recovery_CodeInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_valid_recovery_code(inputs)
	if (locale === "fr") return fr_valid_recovery_code(inputs)
	if (locale === "it") return it_valid_recovery_code(inputs)
	return en_valid_recovery_code(inputs)
});