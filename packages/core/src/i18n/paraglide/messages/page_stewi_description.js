/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Stewi_DescriptionInputs */

const en_page_stewi_description = /** @type {(inputs: Page_Stewi_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`STEWI Provider, Advanced and Sonographie courses for medical and paramedic students.`)
};

const de_page_stewi_description = /** @type {(inputs: Page_Stewi_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`STEWI Provider-, Advanced- und Sonographie-Kurse für Studierende der Medizin und des Rettungswesens.`)
};

const fr_page_stewi_description = /** @type {(inputs: Page_Stewi_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cours STEWI Provider, Advanced et Sonographie pour étudiant·e·s en médecine et en soins ambulanciers.`)
};

const it_page_stewi_description = /** @type {(inputs: Page_Stewi_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corsi STEWI Provider, Advanced e Sonographie per studenti di medicina e di soccorso preospedaliero.`)
};

/**
* | output |
* | --- |
* | "STEWI Provider, Advanced and Sonographie courses for medical and paramedic students." |
*
* @param {Page_Stewi_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_stewi_description = /** @type {((inputs?: Page_Stewi_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Stewi_DescriptionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_stewi_description(inputs)
	if (locale === "fr") return fr_page_stewi_description(inputs)
	if (locale === "it") return it_page_stewi_description(inputs)
	return en_page_stewi_description(inputs)
});