/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Useful_Tools_TitleInputs */

const en_page_useful_tools_title = /** @type {(inputs: Page_Useful_Tools_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Useful tools`)
};

const de_page_useful_tools_title = /** @type {(inputs: Page_Useful_Tools_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nützliche Tools`)
};

const fr_page_useful_tools_title = /** @type {(inputs: Page_Useful_Tools_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Outils utiles`)
};

const it_page_useful_tools_title = /** @type {(inputs: Page_Useful_Tools_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Strumenti utili`)
};

/**
* | output |
* | --- |
* | "Useful tools" |
*
* @param {Page_Useful_Tools_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_useful_tools_title = /** @type {((inputs?: Page_Useful_Tools_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Useful_Tools_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_useful_tools_title(inputs)
	if (locale === "fr") return fr_page_useful_tools_title(inputs)
	if (locale === "it") return it_page_useful_tools_title(inputs)
	return en_page_useful_tools_title(inputs)
});