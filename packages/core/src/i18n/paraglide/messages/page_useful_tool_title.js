/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Page_Useful_Tool_TitleInputs */

const en_page_useful_tool_title = /** @type {(inputs: Page_Useful_Tool_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: useful tools`)
};

const de_page_useful_tool_title = /** @type {(inputs: Page_Useful_Tool_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: nützliche Tools`)
};

const fr_page_useful_tool_title = /** @type {(inputs: Page_Useful_Tool_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} : outils utiles`)
};

const it_page_useful_tool_title = /** @type {(inputs: Page_Useful_Tool_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: strumenti utili`)
};

/**
* | output |
* | --- |
* | "{name}: useful tools" |
*
* @param {Page_Useful_Tool_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_useful_tool_title = /** @type {((inputs: Page_Useful_Tool_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Useful_Tool_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_useful_tool_title(inputs)
	if (locale === "fr") return fr_page_useful_tool_title(inputs)
	if (locale === "it") return it_page_useful_tool_title(inputs)
	return en_page_useful_tool_title(inputs)
});