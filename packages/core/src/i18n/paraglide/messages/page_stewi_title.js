/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Stewi_TitleInputs */

const en_page_stewi_title = /** @type {(inputs: Page_Stewi_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`STEWI courses`)
};

const de_page_stewi_title = /** @type {(inputs: Page_Stewi_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`STEWI-Kurse`)
};

const fr_page_stewi_title = /** @type {(inputs: Page_Stewi_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cours STEWI`)
};

const it_page_stewi_title = /** @type {(inputs: Page_Stewi_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corsi STEWI`)
};

/**
* | output |
* | --- |
* | "STEWI courses" |
*
* @param {Page_Stewi_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_stewi_title = /** @type {((inputs?: Page_Stewi_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Stewi_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_stewi_title(inputs)
	if (locale === "fr") return fr_page_stewi_title(inputs)
	if (locale === "it") return it_page_stewi_title(inputs)
	return en_page_stewi_title(inputs)
});