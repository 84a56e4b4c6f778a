/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Em_Contact_Coming_SoonInputs */

const en_em_contact_coming_soon = /** @type {(inputs: Em_Contact_Coming_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`coming soon`)
};

const de_em_contact_coming_soon = /** @type {(inputs: Em_Contact_Coming_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`folgt bald`)
};

const fr_em_contact_coming_soon = /** @type {(inputs: Em_Contact_Coming_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bientôt disponible`)
};

const it_em_contact_coming_soon = /** @type {(inputs: Em_Contact_Coming_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`prossimamente`)
};

/**
* | output |
* | --- |
* | "coming soon" |
*
* @param {Em_Contact_Coming_SoonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_contact_coming_soon = /** @type {((inputs?: Em_Contact_Coming_SoonInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Em_Contact_Coming_SoonInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_em_contact_coming_soon(inputs)
	if (locale === "fr") return fr_em_contact_coming_soon(inputs)
	if (locale === "it") return it_em_contact_coming_soon(inputs)
	return en_em_contact_coming_soon(inputs)
});