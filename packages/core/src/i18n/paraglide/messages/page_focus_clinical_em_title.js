/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Focus_Clinical_Em_TitleInputs */

const en_page_focus_clinical_em_title = /** @type {(inputs: Page_Focus_Clinical_Em_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Focus clinical emergency medicine`)
};

const de_page_focus_clinical_em_title = /** @type {(inputs: Page_Focus_Clinical_Em_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schwerpunkt Klinische Notfallmedizin`)
};

const fr_page_focus_clinical_em_title = /** @type {(inputs: Page_Focus_Clinical_Em_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formation approfondie en médecine d'urgence hospitalière`)
};

const it_page_focus_clinical_em_title = /** @type {(inputs: Page_Focus_Clinical_Em_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formazione approfondita in medicina d'urgenza ospedaliera`)
};

/**
* | output |
* | --- |
* | "Focus clinical emergency medicine" |
*
* @param {Page_Focus_Clinical_Em_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_focus_clinical_em_title = /** @type {((inputs?: Page_Focus_Clinical_Em_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Focus_Clinical_Em_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_focus_clinical_em_title(inputs)
	if (locale === "fr") return fr_page_focus_clinical_em_title(inputs)
	if (locale === "it") return it_page_focus_clinical_em_title(inputs)
	return en_page_focus_clinical_em_title(inputs)
});