/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Humedica_DescriptionInputs */

const en_page_humedica_description = /** @type {(inputs: Page_Humedica_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Missions with the humanitarian organisation Humedica: prerequisites and how to apply.`)
};

const de_page_humedica_description = /** @type {(inputs: Page_Humedica_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einsätze mit der humanitären Organisation Humedica: Voraussetzungen und Bewerbung.`)
};

const fr_page_humedica_description = /** @type {(inputs: Page_Humedica_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Missions avec l'organisation humanitaire Humedica : prérequis et candidature.`)
};

const it_page_humedica_description = /** @type {(inputs: Page_Humedica_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Missioni con l'organizzazione umanitaria Humedica: requisiti e candidatura.`)
};

/**
* | output |
* | --- |
* | "Missions with the humanitarian organisation Humedica: prerequisites and how to apply." |
*
* @param {Page_Humedica_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_humedica_description = /** @type {((inputs?: Page_Humedica_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Humedica_DescriptionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_humedica_description(inputs)
	if (locale === "fr") return fr_page_humedica_description(inputs)
	if (locale === "it") return it_page_humedica_description(inputs)
	return en_page_humedica_description(inputs)
});