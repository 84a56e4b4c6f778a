/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Learn_More_About_UsInputs */

const en_home_learn_more_about_us = /** @type {(inputs: Home_Learn_More_About_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`about us`)
};

const de_home_learn_more_about_us = /** @type {(inputs: Home_Learn_More_About_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`über uns`)
};

const fr_home_learn_more_about_us = /** @type {(inputs: Home_Learn_More_About_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sur nous`)
};

const it_home_learn_more_about_us = /** @type {(inputs: Home_Learn_More_About_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`su di noi`)
};

/**
* | output |
* | --- |
* | "about us" |
*
* @param {Home_Learn_More_About_UsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const home_learn_more_about_us = /** @type {((inputs?: Home_Learn_More_About_UsInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Learn_More_About_UsInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_learn_more_about_us(inputs)
	if (locale === "fr") return fr_home_learn_more_about_us(inputs)
	if (locale === "it") return it_home_learn_more_about_us(inputs)
	return en_home_learn_more_about_us(inputs)
});