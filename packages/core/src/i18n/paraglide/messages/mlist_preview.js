/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mlist_PreviewInputs */

const en_mlist_preview = /** @type {(inputs: Mlist_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preview`)
};

const de_mlist_preview = /** @type {(inputs: Mlist_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorschau`)
};

const fr_mlist_preview = /** @type {(inputs: Mlist_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aperçu`)
};

const it_mlist_preview = /** @type {(inputs: Mlist_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anteprima`)
};

/**
* | output |
* | --- |
* | "Preview" |
*
* @param {Mlist_PreviewInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_preview = /** @type {((inputs?: Mlist_PreviewInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mlist_PreviewInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mlist_preview(inputs)
	if (locale === "fr") return fr_mlist_preview(inputs)
	if (locale === "it") return it_mlist_preview(inputs)
	return en_mlist_preview(inputs)
});