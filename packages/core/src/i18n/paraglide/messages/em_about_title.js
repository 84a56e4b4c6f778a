/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Em_About_TitleInputs */

const en_em_about_title = /** @type {(inputs: Em_About_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`about ${i?.title}`)
};

const de_em_about_title = /** @type {(inputs: Em_About_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`zu ${i?.title}`)
};

const fr_em_about_title = /** @type {(inputs: Em_About_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`sur ${i?.title}`)
};

const it_em_about_title = /** @type {(inputs: Em_About_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`su ${i?.title}`)
};

/**
* | output |
* | --- |
* | "about {title}" |
*
* @param {Em_About_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_about_title = /** @type {((inputs: Em_About_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Em_About_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_em_about_title(inputs)
	if (locale === "fr") return fr_em_about_title(inputs)
	if (locale === "it") return it_em_about_title(inputs)
	return en_em_about_title(inputs)
});