/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Supported_ByInputs */

const en_home_supported_by = /** @type {(inputs: Home_Supported_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supported by`)
};

const de_home_supported_by = /** @type {(inputs: Home_Supported_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unterstützt von`)
};

const fr_home_supported_by = /** @type {(inputs: Home_Supported_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avec le soutien de`)
};

const it_home_supported_by = /** @type {(inputs: Home_Supported_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Con il sostegno di`)
};

/**
* | output |
* | --- |
* | "Supported by" |
*
* @param {Home_Supported_ByInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const home_supported_by = /** @type {((inputs?: Home_Supported_ByInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Supported_ByInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_supported_by(inputs)
	if (locale === "fr") return fr_home_supported_by(inputs)
	if (locale === "it") return it_home_supported_by(inputs)
	return en_home_supported_by(inputs)
});