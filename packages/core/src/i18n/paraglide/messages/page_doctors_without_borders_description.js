/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Doctors_Without_Borders_DescriptionInputs */

const en_page_doctors_without_borders_description = /** @type {(inputs: Page_Doctors_Without_Borders_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Working with the humanitarian medical organisation Doctors Without Borders: prerequisites and how to apply.`)
};

const de_page_doctors_without_borders_description = /** @type {(inputs: Page_Doctors_Without_Borders_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitarbeit bei der humanitären medizinischen Organisation Doctors Without Borders: Voraussetzungen und Bewerbung.`)
};

const fr_page_doctors_without_borders_description = /** @type {(inputs: Page_Doctors_Without_Borders_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Travailler avec l'organisation médicale humanitaire Doctors Without Borders : prérequis et candidature.`)
};

const it_page_doctors_without_borders_description = /** @type {(inputs: Page_Doctors_Without_Borders_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lavorare con l'organizzazione medica umanitaria Doctors Without Borders: requisiti e candidatura.`)
};

/**
* | output |
* | --- |
* | "Working with the humanitarian medical organisation Doctors Without Borders: prerequisites and how to apply." |
*
* @param {Page_Doctors_Without_Borders_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_doctors_without_borders_description = /** @type {((inputs?: Page_Doctors_Without_Borders_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Doctors_Without_Borders_DescriptionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_doctors_without_borders_description(inputs)
	if (locale === "fr") return fr_page_doctors_without_borders_description(inputs)
	if (locale === "it") return it_page_doctors_without_borders_description(inputs)
	return en_page_doctors_without_borders_description(inputs)
});