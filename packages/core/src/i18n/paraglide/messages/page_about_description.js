/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_About_DescriptionInputs */

const en_page_about_description = /** @type {(inputs: Page_About_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who we are: our board, advisory board, tutors and the partners and supporters of the association.`)
};

const de_page_about_description = /** @type {(inputs: Page_About_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wer wir sind: unser Vorstand, unser Beirat, unsere Tutorinnen und Tutoren sowie die Partner und Unterstützer des Vereins.`)
};

const fr_page_about_description = /** @type {(inputs: Page_About_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qui nous sommes : notre comité, notre conseil consultatif, nos tuteurs et tutrices ainsi que les partenaires et soutiens de l'association.`)
};

const it_page_about_description = /** @type {(inputs: Page_About_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chi siamo: il nostro comitato, il comitato consultivo, i tutor e i partner e sostenitori dell'associazione.`)
};

/**
* | output |
* | --- |
* | "Who we are: our board, advisory board, tutors and the partners and supporters of the association." |
*
* @param {Page_About_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_about_description = /** @type {((inputs?: Page_About_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_About_DescriptionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_about_description(inputs)
	if (locale === "fr") return fr_page_about_description(inputs)
	if (locale === "it") return it_page_about_description(inputs)
	return en_page_about_description(inputs)
});