/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Em_TitleInputs */

const en_page_em_title = /** @type {(inputs: Page_Em_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emergency medicine`)
};

const de_page_em_title = /** @type {(inputs: Page_Em_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notfallmedizin`)
};

const fr_page_em_title = /** @type {(inputs: Page_Em_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Médecine d'urgence`)
};

const it_page_em_title = /** @type {(inputs: Page_Em_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Medicina d'urgenza`)
};

/**
* | output |
* | --- |
* | "Emergency medicine" |
*
* @param {Page_Em_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_em_title = /** @type {((inputs?: Page_Em_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Em_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_em_title(inputs)
	if (locale === "fr") return fr_page_em_title(inputs)
	if (locale === "it") return it_page_em_title(inputs)
	return en_page_em_title(inputs)
});