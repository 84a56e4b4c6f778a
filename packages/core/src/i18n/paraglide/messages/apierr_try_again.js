/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apierr_Try_AgainInputs */

const en_apierr_try_again = /** @type {(inputs: Apierr_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please try again.`)
};

const de_apierr_try_again = /** @type {(inputs: Apierr_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte versuchen Sie es erneut.`)
};

const fr_apierr_try_again = /** @type {(inputs: Apierr_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez réessayer.`)
};

const it_apierr_try_again = /** @type {(inputs: Apierr_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Riprovi.`)
};

/**
* | output |
* | --- |
* | "Please try again." |
*
* @param {Apierr_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const apierr_try_again = /** @type {((inputs?: Apierr_Try_AgainInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apierr_Try_AgainInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apierr_try_again(inputs)
	if (locale === "fr") return fr_apierr_try_again(inputs)
	if (locale === "it") return it_apierr_try_again(inputs)
	return en_apierr_try_again(inputs)
});