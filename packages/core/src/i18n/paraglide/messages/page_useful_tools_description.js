/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Useful_Tools_DescriptionInputs */

const en_page_useful_tools_description = /** @type {(inputs: Page_Useful_Tools_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mobile apps, websites and resources for learning and practising emergency medicine.`)
};

const de_page_useful_tools_description = /** @type {(inputs: Page_Useful_Tools_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apps, Websites und Ressourcen zum Lernen und Üben der Notfallmedizin.`)
};

const fr_page_useful_tools_description = /** @type {(inputs: Page_Useful_Tools_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applications mobiles, sites web et ressources pour apprendre et pratiquer la médecine d'urgence.`)
};

const it_page_useful_tools_description = /** @type {(inputs: Page_Useful_Tools_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`App, siti web e risorse per imparare e praticare la medicina d'urgenza.`)
};

/**
* | output |
* | --- |
* | "Mobile apps, websites and resources for learning and practising emergency medicine." |
*
* @param {Page_Useful_Tools_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_useful_tools_description = /** @type {((inputs?: Page_Useful_Tools_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Useful_Tools_DescriptionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_useful_tools_description(inputs)
	if (locale === "fr") return fr_page_useful_tools_description(inputs)
	if (locale === "it") return it_page_useful_tools_description(inputs)
	return en_page_useful_tools_description(inputs)
});