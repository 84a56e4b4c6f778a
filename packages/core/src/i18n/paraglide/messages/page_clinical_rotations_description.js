/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Clinical_Rotations_DescriptionInputs */

const en_page_clinical_rotations_description = /** @type {(inputs: Page_Clinical_Rotations_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clinical rotation opportunities in emergency departments, and reviews from students who did them.`)
};

const de_page_clinical_rotations_description = /** @type {(inputs: Page_Clinical_Rotations_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Praktikumsmöglichkeiten auf Notfallstationen und Bewertungen von Studierenden, die sie absolviert haben.`)
};

const fr_page_clinical_rotations_description = /** @type {(inputs: Page_Clinical_Rotations_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Possibilités de stages cliniques dans les services d'urgence, et avis d'étudiant·e·s qui les ont effectués.`)
};

const it_page_clinical_rotations_description = /** @type {(inputs: Page_Clinical_Rotations_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opportunità di stage clinici nei pronto soccorso e recensioni di studenti che li hanno svolti.`)
};

/**
* | output |
* | --- |
* | "Clinical rotation opportunities in emergency departments, and reviews from students who did them." |
*
* @param {Page_Clinical_Rotations_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_clinical_rotations_description = /** @type {((inputs?: Page_Clinical_Rotations_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Clinical_Rotations_DescriptionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_clinical_rotations_description(inputs)
	if (locale === "fr") return fr_page_clinical_rotations_description(inputs)
	if (locale === "it") return it_page_clinical_rotations_description(inputs)
	return en_page_clinical_rotations_description(inputs)
});