/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_First_Responder_HeadingInputs */

const en_page_first_responder_heading = /** @type {(inputs: Page_First_Responder_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First responder`)
};

const de_page_first_responder_heading = /** @type {(inputs: Page_First_Responder_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First Responder`)
};

const fr_page_first_responder_heading = /** @type {(inputs: Page_First_Responder_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premier répondant`)
};

const it_page_first_responder_heading = /** @type {(inputs: Page_First_Responder_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First responder`)
};

/**
* | output |
* | --- |
* | "First responder" |
*
* @param {Page_First_Responder_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_first_responder_heading = /** @type {((inputs?: Page_First_Responder_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_First_Responder_HeadingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_first_responder_heading(inputs)
	if (locale === "fr") return fr_page_first_responder_heading(inputs)
	if (locale === "it") return it_page_first_responder_heading(inputs)
	return en_page_first_responder_heading(inputs)
});