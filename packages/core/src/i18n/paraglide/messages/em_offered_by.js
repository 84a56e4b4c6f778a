/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Em_Offered_ByInputs */

const en_em_offered_by = /** @type {(inputs: Em_Offered_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offered by`)
};

const de_em_offered_by = /** @type {(inputs: Em_Offered_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angeboten von`)
};

const fr_em_offered_by = /** @type {(inputs: Em_Offered_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proposé par`)
};

const it_em_offered_by = /** @type {(inputs: Em_Offered_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offerto da`)
};

/**
* | output |
* | --- |
* | "Offered by" |
*
* @param {Em_Offered_ByInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_offered_by = /** @type {((inputs?: Em_Offered_ByInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Em_Offered_ByInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_em_offered_by(inputs)
	if (locale === "fr") return fr_em_offered_by(inputs)
	if (locale === "it") return it_em_offered_by(inputs)
	return en_em_offered_by(inputs)
});