/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mlist_TextInputs */

const en_mlist_text = /** @type {(inputs: Mlist_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Text`)
};

const de_mlist_text = /** @type {(inputs: Mlist_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Text`)
};

const fr_mlist_text = /** @type {(inputs: Mlist_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Texte`)
};

const it_mlist_text = /** @type {(inputs: Mlist_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Testo`)
};

/**
* | output |
* | --- |
* | "Text" |
*
* @param {Mlist_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_text = /** @type {((inputs?: Mlist_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mlist_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mlist_text(inputs)
	if (locale === "fr") return fr_mlist_text(inputs)
	if (locale === "it") return it_mlist_text(inputs)
	return en_mlist_text(inputs)
});