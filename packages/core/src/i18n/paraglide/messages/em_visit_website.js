/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Em_Visit_WebsiteInputs */

const en_em_visit_website = /** @type {(inputs: Em_Visit_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visit Website`)
};

const de_em_visit_website = /** @type {(inputs: Em_Visit_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Website besuchen`)
};

const fr_em_visit_website = /** @type {(inputs: Em_Visit_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visiter le site`)
};

const it_em_visit_website = /** @type {(inputs: Em_Visit_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visitare il sito`)
};

/**
* | output |
* | --- |
* | "Visit Website" |
*
* @param {Em_Visit_WebsiteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_visit_website = /** @type {((inputs?: Em_Visit_WebsiteInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Em_Visit_WebsiteInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_em_visit_website(inputs)
	if (locale === "fr") return fr_em_visit_website(inputs)
	if (locale === "it") return it_em_visit_website(inputs)
	return en_em_visit_website(inputs)
});