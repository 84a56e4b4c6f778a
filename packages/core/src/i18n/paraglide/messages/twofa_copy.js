/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_CopyInputs */

const en_twofa_copy = /** @type {(inputs: Twofa_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy`)
};

const de_twofa_copy = /** @type {(inputs: Twofa_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kopieren`)
};

const fr_twofa_copy = /** @type {(inputs: Twofa_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copier`)
};

const it_twofa_copy = /** @type {(inputs: Twofa_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copiare`)
};

/**
* | output |
* | --- |
* | "Copy" |
*
* @param {Twofa_CopyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_copy = /** @type {((inputs?: Twofa_CopyInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_CopyInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_twofa_copy(inputs)
	if (locale === "fr") return fr_twofa_copy(inputs)
	if (locale === "it") return it_twofa_copy(inputs)
	return en_twofa_copy(inputs)
});