/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apierr_Invalid_CodeInputs */

const en_apierr_invalid_code = /** @type {(inputs: Apierr_Invalid_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The code is not correct.`)
};

const de_apierr_invalid_code = /** @type {(inputs: Apierr_Invalid_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Code ist nicht korrekt.`)
};

const fr_apierr_invalid_code = /** @type {(inputs: Apierr_Invalid_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le code n'est pas correct.`)
};

const it_apierr_invalid_code = /** @type {(inputs: Apierr_Invalid_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il codice non è corretto.`)
};

/**
* | output |
* | --- |
* | "The code is not correct." |
*
* @param {Apierr_Invalid_CodeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const apierr_invalid_code = /** @type {((inputs?: Apierr_Invalid_CodeInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apierr_Invalid_CodeInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apierr_invalid_code(inputs)
	if (locale === "fr") return fr_apierr_invalid_code(inputs)
	if (locale === "it") return it_apierr_invalid_code(inputs)
	return en_apierr_invalid_code(inputs)
});