/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apierr_Validation_FailedInputs */

const en_apierr_validation_failed = /** @type {(inputs: Apierr_Validation_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please check your input.`)
};

const de_apierr_validation_failed = /** @type {(inputs: Apierr_Validation_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte überprüfen Sie Ihre Eingaben.`)
};

const fr_apierr_validation_failed = /** @type {(inputs: Apierr_Validation_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez vérifier votre saisie.`)
};

const it_apierr_validation_failed = /** @type {(inputs: Apierr_Validation_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifichi i dati inseriti.`)
};

/**
* | output |
* | --- |
* | "Please check your input." |
*
* @param {Apierr_Validation_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const apierr_validation_failed = /** @type {((inputs?: Apierr_Validation_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apierr_Validation_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apierr_validation_failed(inputs)
	if (locale === "fr") return fr_apierr_validation_failed(inputs)
	if (locale === "it") return it_apierr_validation_failed(inputs)
	return en_apierr_validation_failed(inputs)
});