/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Em_Back_To_Useful_ToolsInputs */

const en_em_back_to_useful_tools = /** @type {(inputs: Em_Back_To_Useful_ToolsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Useful Tools`)
};

const de_em_back_to_useful_tools = /** @type {(inputs: Em_Back_To_Useful_ToolsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zu den nützlichen Tools`)
};

const fr_em_back_to_useful_tools = /** @type {(inputs: Em_Back_To_Useful_ToolsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour aux outils utiles`)
};

const it_em_back_to_useful_tools = /** @type {(inputs: Em_Back_To_Useful_ToolsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tornare agli strumenti utili`)
};

/**
* | output |
* | --- |
* | "Back to Useful Tools" |
*
* @param {Em_Back_To_Useful_ToolsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_back_to_useful_tools = /** @type {((inputs?: Em_Back_To_Useful_ToolsInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Em_Back_To_Useful_ToolsInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_em_back_to_useful_tools(inputs)
	if (locale === "fr") return fr_em_back_to_useful_tools(inputs)
	if (locale === "it") return it_em_back_to_useful_tools(inputs)
	return en_em_back_to_useful_tools(inputs)
});