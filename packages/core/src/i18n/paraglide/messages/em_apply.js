/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Em_ApplyInputs */

const en_em_apply = /** @type {(inputs: Em_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply:`)
};

const de_em_apply = /** @type {(inputs: Em_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewerbung:`)
};

const fr_em_apply = /** @type {(inputs: Em_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Candidature :`)
};

const it_em_apply = /** @type {(inputs: Em_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Candidatura:`)
};

/**
* | output |
* | --- |
* | "Apply:" |
*
* @param {Em_ApplyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_apply = /** @type {((inputs?: Em_ApplyInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Em_ApplyInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_em_apply(inputs)
	if (locale === "fr") return fr_em_apply(inputs)
	if (locale === "it") return it_em_apply(inputs)
	return en_em_apply(inputs)
});