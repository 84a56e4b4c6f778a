/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Medventura_DescriptionInputs */

const en_page_medventura_description = /** @type {(inputs: Page_Medventura_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Medventura's emergency and mountain medicine courses for students in Bern, Basel and Zermatt.`)
};

const de_page_medventura_description = /** @type {(inputs: Page_Medventura_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Notfall- und Bergmedizinkurse von Medventura für Studierende in Bern, Basel und Zermatt.`)
};

const fr_page_medventura_description = /** @type {(inputs: Page_Medventura_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les cours de médecine d'urgence et de montagne de Medventura pour étudiant·e·s à Berne, Bâle et Zermatt.`)
};

const it_page_medventura_description = /** @type {(inputs: Page_Medventura_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I corsi di medicina d'urgenza e di montagna di Medventura per studenti a Berna, Basilea e Zermatt.`)
};

/**
* | output |
* | --- |
* | "Medventura's emergency and mountain medicine courses for students in Bern, Basel and Zermatt." |
*
* @param {Page_Medventura_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_medventura_description = /** @type {((inputs?: Page_Medventura_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Medventura_DescriptionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_medventura_description(inputs)
	if (locale === "fr") return fr_page_medventura_description(inputs)
	if (locale === "it") return it_page_medventura_description(inputs)
	return en_page_medventura_description(inputs)
});