/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Medventura_TitleInputs */

const en_page_medventura_title = /** @type {(inputs: Page_Medventura_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Medventura courses`)
};

const de_page_medventura_title = /** @type {(inputs: Page_Medventura_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Medventura-Kurse`)
};

const fr_page_medventura_title = /** @type {(inputs: Page_Medventura_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cours Medventura`)
};

const it_page_medventura_title = /** @type {(inputs: Page_Medventura_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corsi Medventura`)
};

/**
* | output |
* | --- |
* | "Medventura courses" |
*
* @param {Page_Medventura_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_medventura_title = /** @type {((inputs?: Page_Medventura_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Medventura_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_medventura_title(inputs)
	if (locale === "fr") return fr_page_medventura_title(inputs)
	if (locale === "it") return it_page_medventura_title(inputs)
	return en_page_medventura_title(inputs)
});