/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Course_Amls_DescriptionInputs */

const en_page_course_amls_description = /** @type {(inputs: Page_Course_Amls_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Advanced medical life support: duration, audience, prerequisites, content and recognition.`)
};

const de_page_course_amls_description = /** @type {(inputs: Page_Course_Amls_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Advanced Medical Life Support: Dauer, Zielgruppe, Voraussetzungen, Inhalt und Anerkennung.`)
};

const fr_page_course_amls_description = /** @type {(inputs: Page_Course_Amls_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Advanced Medical Life Support : durée, public, prérequis, contenu et reconnaissance.`)
};

const it_page_course_amls_description = /** @type {(inputs: Page_Course_Amls_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Advanced Medical Life Support: durata, destinatari, requisiti, contenuti e riconoscimento.`)
};

/**
* | output |
* | --- |
* | "Advanced medical life support: duration, audience, prerequisites, content and recognition." |
*
* @param {Page_Course_Amls_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_course_amls_description = /** @type {((inputs?: Page_Course_Amls_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Course_Amls_DescriptionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_course_amls_description(inputs)
	if (locale === "fr") return fr_page_course_amls_description(inputs)
	if (locale === "it") return it_page_course_amls_description(inputs)
	return en_page_course_amls_description(inputs)
});