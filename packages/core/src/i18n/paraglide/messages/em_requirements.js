/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Em_RequirementsInputs */

const en_em_requirements = /** @type {(inputs: Em_RequirementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requirements`)
};

const de_em_requirements = /** @type {(inputs: Em_RequirementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anforderungen`)
};

const fr_em_requirements = /** @type {(inputs: Em_RequirementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exigences`)
};

const it_em_requirements = /** @type {(inputs: Em_RequirementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requisiti`)
};

/**
* | output |
* | --- |
* | "Requirements" |
*
* @param {Em_RequirementsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_requirements = /** @type {((inputs?: Em_RequirementsInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Em_RequirementsInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_em_requirements(inputs)
	if (locale === "fr") return fr_em_requirements(inputs)
	if (locale === "it") return it_em_requirements(inputs)
	return en_em_requirements(inputs)
});