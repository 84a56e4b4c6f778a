/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Prehospital_Em_TitleInputs */

const en_page_prehospital_em_title = /** @type {(inputs: Page_Prehospital_Em_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prehospital emergency medicine certificate`)
};

const de_page_prehospital_em_title = /** @type {(inputs: Page_Prehospital_Em_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fähigkeitsausweis Präklinische Notfallmedizin`)
};

const fr_page_prehospital_em_title = /** @type {(inputs: Page_Prehospital_Em_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attestation de formation complémentaire en médecine d'urgence préhospitalière`)
};

const it_page_prehospital_em_title = /** @type {(inputs: Page_Prehospital_Em_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attestato di formazione complementare in medicina d'urgenza preospedaliera`)
};

/**
* | output |
* | --- |
* | "Prehospital emergency medicine certificate" |
*
* @param {Page_Prehospital_Em_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_prehospital_em_title = /** @type {((inputs?: Page_Prehospital_Em_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Prehospital_Em_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_prehospital_em_title(inputs)
	if (locale === "fr") return fr_page_prehospital_em_title(inputs)
	if (locale === "it") return it_page_prehospital_em_title(inputs)
	return en_page_prehospital_em_title(inputs)
});