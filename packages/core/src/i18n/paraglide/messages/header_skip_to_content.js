/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Header_Skip_To_ContentInputs */

const en_header_skip_to_content = /** @type {(inputs: Header_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skip to content`)
};

const de_header_skip_to_content = /** @type {(inputs: Header_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Inhalt springen`)
};

const fr_header_skip_to_content = /** @type {(inputs: Header_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller au contenu`)
};

const it_header_skip_to_content = /** @type {(inputs: Header_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passare al contenuto`)
};

/**
* | output |
* | --- |
* | "Skip to content" |
*
* @param {Header_Skip_To_ContentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const header_skip_to_content = /** @type {((inputs?: Header_Skip_To_ContentInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_Skip_To_ContentInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_header_skip_to_content(inputs)
	if (locale === "fr") return fr_header_skip_to_content(inputs)
	if (locale === "it") return it_header_skip_to_content(inputs)
	return en_header_skip_to_content(inputs)
});