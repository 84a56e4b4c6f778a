/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Career_Paths_DescriptionInputs */

const en_page_career_paths_description = /** @type {(inputs: Page_Career_Paths_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Specializations and certification courses on the way to a career in emergency medicine in Switzerland.`)
};

const de_page_career_paths_description = /** @type {(inputs: Page_Career_Paths_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spezialisierungen und Zertifizierungskurse auf dem Weg zu einer Karriere in der Notfallmedizin in der Schweiz.`)
};

const fr_page_career_paths_description = /** @type {(inputs: Page_Career_Paths_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spécialisations et cours de certification en vue d'une carrière en médecine d'urgence en Suisse.`)
};

const it_page_career_paths_description = /** @type {(inputs: Page_Career_Paths_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Specializzazioni e corsi di certificazione per una carriera nella medicina d'urgenza in Svizzera.`)
};

/**
* | output |
* | --- |
* | "Specializations and certification courses on the way to a career in emergency medicine in Switzerland." |
*
* @param {Page_Career_Paths_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_career_paths_description = /** @type {((inputs?: Page_Career_Paths_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Career_Paths_DescriptionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_career_paths_description(inputs)
	if (locale === "fr") return fr_page_career_paths_description(inputs)
	if (locale === "it") return it_page_career_paths_description(inputs)
	return en_page_career_paths_description(inputs)
});