/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Em_ExploreInputs */

const en_em_explore = /** @type {(inputs: Em_ExploreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explore`)
};

const de_em_explore = /** @type {(inputs: Em_ExploreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entdecken`)
};

const fr_em_explore = /** @type {(inputs: Em_ExploreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Découvrir`)
};

const it_em_explore = /** @type {(inputs: Em_ExploreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esplorare`)
};

/**
* | output |
* | --- |
* | "Explore" |
*
* @param {Em_ExploreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_explore = /** @type {((inputs?: Em_ExploreInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Em_ExploreInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_em_explore(inputs)
	if (locale === "fr") return fr_em_explore(inputs)
	if (locale === "it") return it_em_explore(inputs)
	return en_em_explore(inputs)
});