/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Career_Paths_TitleInputs */

const en_page_career_paths_title = /** @type {(inputs: Page_Career_Paths_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Career paths in emergency medicine`)
};

const de_page_career_paths_title = /** @type {(inputs: Page_Career_Paths_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Karrierewege in der Notfallmedizin`)
};

const fr_page_career_paths_title = /** @type {(inputs: Page_Career_Paths_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parcours de carrière en médecine d'urgence`)
};

const it_page_career_paths_title = /** @type {(inputs: Page_Career_Paths_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Percorsi di carriera nella medicina d'urgenza`)
};

/**
* | output |
* | --- |
* | "Career paths in emergency medicine" |
*
* @param {Page_Career_Paths_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_career_paths_title = /** @type {((inputs?: Page_Career_Paths_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Career_Paths_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_career_paths_title(inputs)
	if (locale === "fr") return fr_page_career_paths_title(inputs)
	if (locale === "it") return it_page_career_paths_title(inputs)
	return en_page_career_paths_title(inputs)
});