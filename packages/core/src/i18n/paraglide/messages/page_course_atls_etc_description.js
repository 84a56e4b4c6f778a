/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Course_Atls_Etc_DescriptionInputs */

const en_page_course_atls_etc_description = /** @type {(inputs: Page_Course_Atls_Etc_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trauma care courses ATLS and ETC: duration, audience, prerequisites, content and recognition.`)
};

const de_page_course_atls_etc_description = /** @type {(inputs: Page_Course_Atls_Etc_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Traumaversorgungskurse ATLS und ETC: Dauer, Zielgruppe, Voraussetzungen, Inhalt und Anerkennung.`)
};

const fr_page_course_atls_etc_description = /** @type {(inputs: Page_Course_Atls_Etc_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cours de prise en charge des traumatismes ATLS et ETC : durée, public, prérequis, contenu et reconnaissance.`)
};

const it_page_course_atls_etc_description = /** @type {(inputs: Page_Course_Atls_Etc_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corsi di gestione del trauma ATLS ed ETC: durata, destinatari, requisiti, contenuti e riconoscimento.`)
};

/**
* | output |
* | --- |
* | "Trauma care courses ATLS and ETC: duration, audience, prerequisites, content and recognition." |
*
* @param {Page_Course_Atls_Etc_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_course_atls_etc_description = /** @type {((inputs?: Page_Course_Atls_Etc_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Course_Atls_Etc_DescriptionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_course_atls_etc_description(inputs)
	if (locale === "fr") return fr_page_course_atls_etc_description(inputs)
	if (locale === "it") return it_page_course_atls_etc_description(inputs)
	return en_page_course_atls_etc_description(inputs)
});