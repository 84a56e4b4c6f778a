/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Em_Hospital_WebsiteInputs */

const en_em_hospital_website = /** @type {(inputs: Em_Hospital_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hospital website`)
};

const de_em_hospital_website = /** @type {(inputs: Em_Hospital_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Website des Spitals`)
};

const fr_em_hospital_website = /** @type {(inputs: Em_Hospital_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Site de l’hôpital`)
};

const it_em_hospital_website = /** @type {(inputs: Em_Hospital_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sito dell’ospedale`)
};

/**
* | output |
* | --- |
* | "Hospital website" |
*
* @param {Em_Hospital_WebsiteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_hospital_website = /** @type {((inputs?: Em_Hospital_WebsiteInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Em_Hospital_WebsiteInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_em_hospital_website(inputs)
	if (locale === "fr") return fr_em_hospital_website(inputs)
	if (locale === "it") return it_em_hospital_website(inputs)
	return en_em_hospital_website(inputs)
});