/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Em_Learn_MoreInputs */

const en_em_learn_more = /** @type {(inputs: Em_Learn_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Learn More`)
};

const de_em_learn_more = /** @type {(inputs: Em_Learn_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mehr erfahren`)
};

const fr_em_learn_more = /** @type {(inputs: Em_Learn_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En savoir plus`)
};

const it_em_learn_more = /** @type {(inputs: Em_Learn_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scoprire di più`)
};

/**
* | output |
* | --- |
* | "Learn More" |
*
* @param {Em_Learn_MoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_learn_more = /** @type {((inputs?: Em_Learn_MoreInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Em_Learn_MoreInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_em_learn_more(inputs)
	if (locale === "fr") return fr_em_learn_more(inputs)
	if (locale === "it") return it_em_learn_more(inputs)
	return en_em_learn_more(inputs)
});