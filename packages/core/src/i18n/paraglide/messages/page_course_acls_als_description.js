/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Course_Acls_Als_DescriptionInputs */

const en_page_course_acls_als_description = /** @type {(inputs: Page_Course_Acls_Als_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Advanced cardiac life support courses ACLS and ALS: duration, audience, prerequisites, content and recognition.`)
};

const de_page_course_acls_als_description = /** @type {(inputs: Page_Course_Acls_Als_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kurse in erweiterten lebensrettenden Massnahmen ACLS und ALS: Dauer, Zielgruppe, Voraussetzungen, Inhalt und Anerkennung.`)
};

const fr_page_course_acls_als_description = /** @type {(inputs: Page_Course_Acls_Als_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cours de réanimation cardiaque avancée ACLS et ALS : durée, public, prérequis, contenu et reconnaissance.`)
};

const it_page_course_acls_als_description = /** @type {(inputs: Page_Course_Acls_Als_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corsi di rianimazione cardiaca avanzata ACLS e ALS: durata, destinatari, requisiti, contenuti e riconoscimento.`)
};

/**
* | output |
* | --- |
* | "Advanced cardiac life support courses ACLS and ALS: duration, audience, prerequisites, content and recognition." |
*
* @param {Page_Course_Acls_Als_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_course_acls_als_description = /** @type {((inputs?: Page_Course_Acls_Als_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Course_Acls_Als_DescriptionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_course_acls_als_description(inputs)
	if (locale === "fr") return fr_page_course_acls_als_description(inputs)
	if (locale === "it") return it_page_course_acls_als_description(inputs)
	return en_page_course_acls_als_description(inputs)
});