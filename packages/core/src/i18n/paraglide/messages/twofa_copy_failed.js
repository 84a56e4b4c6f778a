/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Copy_FailedInputs */

const en_twofa_copy_failed = /** @type {(inputs: Twofa_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copying failed`)
};

const de_twofa_copy_failed = /** @type {(inputs: Twofa_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kopieren fehlgeschlagen`)
};

const fr_twofa_copy_failed = /** @type {(inputs: Twofa_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échec de la copie`)
};

const it_twofa_copy_failed = /** @type {(inputs: Twofa_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copia non riuscita`)
};

/**
* | output |
* | --- |
* | "Copying failed" |
*
* @param {Twofa_Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_copy_failed = /** @type {((inputs?: Twofa_Copy_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Copy_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_twofa_copy_failed(inputs)
	if (locale === "fr") return fr_twofa_copy_failed(inputs)
	if (locale === "it") return it_twofa_copy_failed(inputs)
	return en_twofa_copy_failed(inputs)
});