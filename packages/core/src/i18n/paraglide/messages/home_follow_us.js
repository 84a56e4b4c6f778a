/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Follow_UsInputs */

const en_home_follow_us = /** @type {(inputs: Home_Follow_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow us`)
};

const de_home_follow_us = /** @type {(inputs: Home_Follow_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Folgen Sie uns`)
};

const fr_home_follow_us = /** @type {(inputs: Home_Follow_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivez-nous`)
};

const it_home_follow_us = /** @type {(inputs: Home_Follow_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ci segua`)
};

/**
* | output |
* | --- |
* | "Follow us" |
*
* @param {Home_Follow_UsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const home_follow_us = /** @type {((inputs?: Home_Follow_UsInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Follow_UsInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_follow_us(inputs)
	if (locale === "fr") return fr_home_follow_us(inputs)
	if (locale === "it") return it_home_follow_us(inputs)
	return en_home_follow_us(inputs)
});