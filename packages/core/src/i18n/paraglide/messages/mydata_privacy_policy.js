/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mydata_Privacy_PolicyInputs */

const en_mydata_privacy_policy = /** @type {(inputs: Mydata_Privacy_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`privacy policy`)
};

const de_mydata_privacy_policy = /** @type {(inputs: Mydata_Privacy_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datenschutzerklärung`)
};

const fr_mydata_privacy_policy = /** @type {(inputs: Mydata_Privacy_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`politique de confidentialité`)
};

const it_mydata_privacy_policy = /** @type {(inputs: Mydata_Privacy_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`informativa sulla privacy`)
};

/**
* | output |
* | --- |
* | "privacy policy" |
*
* @param {Mydata_Privacy_PolicyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mydata_privacy_policy = /** @type {((inputs?: Mydata_Privacy_PolicyInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mydata_Privacy_PolicyInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mydata_privacy_policy(inputs)
	if (locale === "fr") return fr_mydata_privacy_policy(inputs)
	if (locale === "it") return it_mydata_privacy_policy(inputs)
	return en_mydata_privacy_policy(inputs)
});