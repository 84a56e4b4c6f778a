/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_On_This_PageInputs */

const en_legal_on_this_page = /** @type {(inputs: Legal_On_This_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On this page`)
};

const de_legal_on_this_page = /** @type {(inputs: Legal_On_This_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf dieser Seite`)
};

const fr_legal_on_this_page = /** @type {(inputs: Legal_On_This_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sur cette page`)
};

const it_legal_on_this_page = /** @type {(inputs: Legal_On_This_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In questa pagina`)
};

/**
* | output |
* | --- |
* | "On this page" |
*
* @param {Legal_On_This_PageInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const legal_on_this_page = /** @type {((inputs?: Legal_On_This_PageInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_On_This_PageInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_legal_on_this_page(inputs)
	if (locale === "fr") return fr_legal_on_this_page(inputs)
	if (locale === "it") return it_legal_on_this_page(inputs)
	return en_legal_on_this_page(inputs)
});