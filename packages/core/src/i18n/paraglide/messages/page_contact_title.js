/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Contact_TitleInputs */

const en_page_contact_title = /** @type {(inputs: Page_Contact_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact`)
};

const de_page_contact_title = /** @type {(inputs: Page_Contact_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontakt`)
};

const fr_page_contact_title = /** @type {(inputs: Page_Contact_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact`)
};

const it_page_contact_title = /** @type {(inputs: Page_Contact_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contatto`)
};

/**
* | output |
* | --- |
* | "Contact" |
*
* @param {Page_Contact_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_contact_title = /** @type {((inputs?: Page_Contact_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Contact_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_contact_title(inputs)
	if (locale === "fr") return fr_page_contact_title(inputs)
	if (locale === "it") return it_page_contact_title(inputs)
	return en_page_contact_title(inputs)
});