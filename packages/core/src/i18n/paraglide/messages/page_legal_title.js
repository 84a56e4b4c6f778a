/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Legal_TitleInputs */

const en_page_legal_title = /** @type {(inputs: Page_Legal_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imprint & privacy policy`)
};

const de_page_legal_title = /** @type {(inputs: Page_Legal_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impressum & Datenschutzerklärung`)
};

const fr_page_legal_title = /** @type {(inputs: Page_Legal_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mentions légales & politique de confidentialité`)
};

const it_page_legal_title = /** @type {(inputs: Page_Legal_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Note legali & informativa sulla privacy`)
};

/**
* | output |
* | --- |
* | "Imprint & privacy policy" |
*
* @param {Page_Legal_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_legal_title = /** @type {((inputs?: Page_Legal_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Legal_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_legal_title(inputs)
	if (locale === "fr") return fr_page_legal_title(inputs)
	if (locale === "it") return it_page_legal_title(inputs)
	return en_page_legal_title(inputs)
});