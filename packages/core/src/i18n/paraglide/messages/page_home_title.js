/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Home_TitleInputs */

const en_page_home_title = /** @type {(inputs: Page_Home_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emergency medicine for students in Switzerland`)
};

const de_page_home_title = /** @type {(inputs: Page_Home_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notfallmedizin für Studierende in der Schweiz`)
};

const fr_page_home_title = /** @type {(inputs: Page_Home_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La médecine d'urgence pour les étudiant·e·s en Suisse`)
};

const it_page_home_title = /** @type {(inputs: Page_Home_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Medicina d'urgenza per studenti in Svizzera`)
};

/**
* | output |
* | --- |
* | "Emergency medicine for students in Switzerland" |
*
* @param {Page_Home_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_home_title = /** @type {((inputs?: Page_Home_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Home_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_home_title(inputs)
	if (locale === "fr") return fr_page_home_title(inputs)
	if (locale === "it") return it_page_home_title(inputs)
	return en_page_home_title(inputs)
});