/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Clinical_Rotations_TitleInputs */

const en_page_clinical_rotations_title = /** @type {(inputs: Page_Clinical_Rotations_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clinical rotations`)
};

const de_page_clinical_rotations_title = /** @type {(inputs: Page_Clinical_Rotations_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Praktika`)
};

const fr_page_clinical_rotations_title = /** @type {(inputs: Page_Clinical_Rotations_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stages cliniques`)
};

const it_page_clinical_rotations_title = /** @type {(inputs: Page_Clinical_Rotations_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stage clinici`)
};

/**
* | output |
* | --- |
* | "Clinical rotations" |
*
* @param {Page_Clinical_Rotations_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_clinical_rotations_title = /** @type {((inputs?: Page_Clinical_Rotations_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Clinical_Rotations_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_clinical_rotations_title(inputs)
	if (locale === "fr") return fr_page_clinical_rotations_title(inputs)
	if (locale === "it") return it_page_clinical_rotations_title(inputs)
	return en_page_clinical_rotations_title(inputs)
});