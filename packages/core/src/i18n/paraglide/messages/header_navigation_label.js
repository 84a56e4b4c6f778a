/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Header_Navigation_LabelInputs */

const en_header_navigation_label = /** @type {(inputs: Header_Navigation_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Main`)
};

const de_header_navigation_label = /** @type {(inputs: Header_Navigation_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hauptnavigation`)
};

const fr_header_navigation_label = /** @type {(inputs: Header_Navigation_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Navigation principale`)
};

const it_header_navigation_label = /** @type {(inputs: Header_Navigation_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Navigazione principale`)
};

/**
* | output |
* | --- |
* | "Main" |
*
* @param {Header_Navigation_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const header_navigation_label = /** @type {((inputs?: Header_Navigation_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_Navigation_LabelInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_header_navigation_label(inputs)
	if (locale === "fr") return fr_header_navigation_label(inputs)
	if (locale === "it") return it_header_navigation_label(inputs)
	return en_header_navigation_label(inputs)
});