/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Copy_Failed_TextInputs */

const en_twofa_copy_failed_text = /** @type {(inputs: Twofa_Copy_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select the codes and copy them, or download them.`)
};

const de_twofa_copy_failed_text = /** @type {(inputs: Twofa_Copy_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte markieren und kopieren Sie die Codes oder laden Sie sie herunter.`)
};

const fr_twofa_copy_failed_text = /** @type {(inputs: Twofa_Copy_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez sélectionner les codes et les copier, ou les télécharger.`)
};

const it_twofa_copy_failed_text = /** @type {(inputs: Twofa_Copy_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selezioni i codici e li copi, oppure li scarichi.`)
};

/**
* | output |
* | --- |
* | "Please select the codes and copy them, or download them." |
*
* @param {Twofa_Copy_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_copy_failed_text = /** @type {((inputs?: Twofa_Copy_Failed_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Copy_Failed_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_twofa_copy_failed_text(inputs)
	if (locale === "fr") return fr_twofa_copy_failed_text(inputs)
	if (locale === "it") return it_twofa_copy_failed_text(inputs)
	return en_twofa_copy_failed_text(inputs)
});