/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Page_Useful_Tool_DescriptionInputs */

const en_page_useful_tool_description = /** @type {(inputs: Page_Useful_Tool_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`What ${i?.name} offers students of emergency medicine, and how to get access.`)
};

const de_page_useful_tool_description = /** @type {(inputs: Page_Useful_Tool_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Was ${i?.name} Studierenden der Notfallmedizin bietet und wie man Zugang erhält.`)
};

const fr_page_useful_tool_description = /** @type {(inputs: Page_Useful_Tool_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ce que ${i?.name} offre aux étudiant·e·s en médecine d'urgence, et comment y accéder.`)
};

const it_page_useful_tool_description = /** @type {(inputs: Page_Useful_Tool_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Che cosa offre ${i?.name} agli studenti di medicina d'urgenza e come accedervi.`)
};

/**
* | output |
* | --- |
* | "What {name} offers students of emergency medicine, and how to get access." |
*
* @param {Page_Useful_Tool_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_useful_tool_description = /** @type {((inputs: Page_Useful_Tool_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Useful_Tool_DescriptionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_useful_tool_description(inputs)
	if (locale === "fr") return fr_page_useful_tool_description(inputs)
	if (locale === "it") return it_page_useful_tool_description(inputs)
	return en_page_useful_tool_description(inputs)
});