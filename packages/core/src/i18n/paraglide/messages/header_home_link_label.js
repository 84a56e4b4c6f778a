/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ associationName: NonNullable<unknown> }} Header_Home_Link_LabelInputs */

const en_header_home_link_label = /** @type {(inputs: Header_Home_Link_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, ${i?.associationName}, home`)
};

const de_header_home_link_label = /** @type {(inputs: Header_Home_Link_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, ${i?.associationName}, Startseite`)
};

const fr_header_home_link_label = /** @type {(inputs: Header_Home_Link_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, ${i?.associationName}, accueil`)
};

const it_header_home_link_label = /** @type {(inputs: Header_Home_Link_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, ${i?.associationName}, pagina iniziale`)
};

/**
* | output |
* | --- |
* | ", {associationName}, home" |
*
* @param {Header_Home_Link_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const header_home_link_label = /** @type {((inputs: Header_Home_Link_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_Home_Link_LabelInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_header_home_link_label(inputs)
	if (locale === "fr") return fr_header_home_link_label(inputs)
	if (locale === "it") return it_header_home_link_label(inputs)
	return en_header_home_link_label(inputs)
});