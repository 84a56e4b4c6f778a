/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Why_JoinInputs */

const en_home_why_join = /** @type {(inputs: Home_Why_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why Join`)
};

const de_home_why_join = /** @type {(inputs: Home_Why_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warum mitmachen`)
};

const fr_home_why_join = /** @type {(inputs: Home_Why_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pourquoi nous rejoindre`)
};

const it_home_why_join = /** @type {(inputs: Home_Why_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perché unirsi`)
};

/**
* | output |
* | --- |
* | "Why Join" |
*
* @param {Home_Why_JoinInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const home_why_join = /** @type {((inputs?: Home_Why_JoinInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Why_JoinInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_why_join(inputs)
	if (locale === "fr") return fr_home_why_join(inputs)
	if (locale === "it") return it_home_why_join(inputs)
	return en_home_why_join(inputs)
});