/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Em_PrerequisitesInputs */

const en_em_prerequisites = /** @type {(inputs: Em_PrerequisitesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prerequisites and access`)
};

const de_em_prerequisites = /** @type {(inputs: Em_PrerequisitesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voraussetzungen und Zugang`)
};

const fr_em_prerequisites = /** @type {(inputs: Em_PrerequisitesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prérequis et accès`)
};

const it_em_prerequisites = /** @type {(inputs: Em_PrerequisitesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prerequisiti e accesso`)
};

/**
* | output |
* | --- |
* | "Prerequisites and access" |
*
* @param {Em_PrerequisitesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_prerequisites = /** @type {((inputs?: Em_PrerequisitesInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Em_PrerequisitesInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_em_prerequisites(inputs)
	if (locale === "fr") return fr_em_prerequisites(inputs)
	if (locale === "it") return it_em_prerequisites(inputs)
	return en_em_prerequisites(inputs)
});