/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Course_Tccc_Tecc_DescriptionInputs */

const en_page_course_tccc_tecc_description = /** @type {(inputs: Page_Course_Tccc_Tecc_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tactical combat and tactical emergency casualty care: duration, audience, prerequisites, content and recognition.`)
};

const de_page_course_tccc_tecc_description = /** @type {(inputs: Page_Course_Tccc_Tecc_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tactical Combat und Tactical Emergency Casualty Care: Dauer, Zielgruppe, Voraussetzungen, Inhalt und Anerkennung.`)
};

const fr_page_course_tccc_tecc_description = /** @type {(inputs: Page_Course_Tccc_Tecc_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tactical Combat et Tactical Emergency Casualty Care : durée, public, prérequis, contenu et reconnaissance.`)
};

const it_page_course_tccc_tecc_description = /** @type {(inputs: Page_Course_Tccc_Tecc_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tactical Combat e Tactical Emergency Casualty Care: durata, destinatari, requisiti, contenuti e riconoscimento.`)
};

/**
* | output |
* | --- |
* | "Tactical combat and tactical emergency casualty care: duration, audience, prerequisites, content and recognition." |
*
* @param {Page_Course_Tccc_Tecc_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_course_tccc_tecc_description = /** @type {((inputs?: Page_Course_Tccc_Tecc_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Course_Tccc_Tecc_DescriptionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_course_tccc_tecc_description(inputs)
	if (locale === "fr") return fr_page_course_tccc_tecc_description(inputs)
	if (locale === "it") return it_page_course_tccc_tecc_description(inputs)
	return en_page_course_tccc_tecc_description(inputs)
});