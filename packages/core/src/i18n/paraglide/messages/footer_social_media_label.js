/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_Social_Media_LabelInputs */

const en_footer_social_media_label = /** @type {(inputs: Footer_Social_Media_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Social media`)
};

const de_footer_social_media_label = /** @type {(inputs: Footer_Social_Media_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soziale Medien`)
};

const fr_footer_social_media_label = /** @type {(inputs: Footer_Social_Media_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réseaux sociaux`)
};

const it_footer_social_media_label = /** @type {(inputs: Footer_Social_Media_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Social media`)
};

/**
* | output |
* | --- |
* | "Social media" |
*
* @param {Footer_Social_Media_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const footer_social_media_label = /** @type {((inputs?: Footer_Social_Media_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Social_Media_LabelInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_footer_social_media_label(inputs)
	if (locale === "fr") return fr_footer_social_media_label(inputs)
	if (locale === "it") return it_footer_social_media_label(inputs)
	return en_footer_social_media_label(inputs)
});