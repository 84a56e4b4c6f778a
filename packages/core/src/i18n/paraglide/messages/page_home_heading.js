/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Home_HeadingInputs */

const en_page_home_heading = /** @type {(inputs: Page_Home_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emergency medicine, from the first semester on`)
};

const de_page_home_heading = /** @type {(inputs: Page_Home_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notfallmedizin, ab dem ersten Semester`)
};

const fr_page_home_heading = /** @type {(inputs: Page_Home_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La médecine d'urgence dès le premier semestre`)
};

const it_page_home_heading = /** @type {(inputs: Page_Home_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Medicina d'urgenza, dal primo semestre`)
};

/**
* | output |
* | --- |
* | "Emergency medicine, from the first semester on" |
*
* @param {Page_Home_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_home_heading = /** @type {((inputs?: Page_Home_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Home_HeadingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_home_heading(inputs)
	if (locale === "fr") return fr_page_home_heading(inputs)
	if (locale === "it") return it_page_home_heading(inputs)
	return en_page_home_heading(inputs)
});