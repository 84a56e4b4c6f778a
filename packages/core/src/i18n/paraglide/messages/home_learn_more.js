/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Learn_MoreInputs */

const en_home_learn_more = /** @type {(inputs: Home_Learn_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Learn More`)
};

const de_home_learn_more = /** @type {(inputs: Home_Learn_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mehr erfahren`)
};

const fr_home_learn_more = /** @type {(inputs: Home_Learn_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En savoir plus`)
};

const it_home_learn_more = /** @type {(inputs: Home_Learn_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scoprire di più`)
};

/**
* | output |
* | --- |
* | "Learn More" |
*
* @param {Home_Learn_MoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const home_learn_more = /** @type {((inputs?: Home_Learn_MoreInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Learn_MoreInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_learn_more(inputs)
	if (locale === "fr") return fr_home_learn_more(inputs)
	if (locale === "it") return it_home_learn_more(inputs)
	return en_home_learn_more(inputs)
});