/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Course_Pals_Epls_DescriptionInputs */

const en_page_course_pals_epls_description = /** @type {(inputs: Page_Course_Pals_Epls_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paediatric life support courses PALS and EPLS: duration, audience, prerequisites, content and recognition.`)
};

const de_page_course_pals_epls_description = /** @type {(inputs: Page_Course_Pals_Epls_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kurse in pädiatrischen lebensrettenden Massnahmen PALS und EPLS: Dauer, Zielgruppe, Voraussetzungen, Inhalt und Anerkennung.`)
};

const fr_page_course_pals_epls_description = /** @type {(inputs: Page_Course_Pals_Epls_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cours de réanimation pédiatrique PALS et EPLS : durée, public, prérequis, contenu et reconnaissance.`)
};

const it_page_course_pals_epls_description = /** @type {(inputs: Page_Course_Pals_Epls_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corsi di rianimazione pediatrica PALS ed EPLS: durata, destinatari, requisiti, contenuti e riconoscimento.`)
};

/**
* | output |
* | --- |
* | "Paediatric life support courses PALS and EPLS: duration, audience, prerequisites, content and recognition." |
*
* @param {Page_Course_Pals_Epls_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_course_pals_epls_description = /** @type {((inputs?: Page_Course_Pals_Epls_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Course_Pals_Epls_DescriptionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_course_pals_epls_description(inputs)
	if (locale === "fr") return fr_page_course_pals_epls_description(inputs)
	if (locale === "it") return it_page_course_pals_epls_description(inputs)
	return en_page_course_pals_epls_description(inputs)
});