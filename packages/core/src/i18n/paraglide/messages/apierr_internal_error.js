/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apierr_Internal_ErrorInputs */

const en_apierr_internal_error = /** @type {(inputs: Apierr_Internal_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong on our side. Please try again.`)
};

const de_apierr_internal_error = /** @type {(inputs: Apierr_Internal_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.`)
};

const fr_apierr_internal_error = /** @type {(inputs: Apierr_Internal_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une erreur s'est produite de notre côté. Veuillez réessayer.`)
};

const it_apierr_internal_error = /** @type {(inputs: Apierr_Internal_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qualcosa non ha funzionato da parte nostra. Riprovi.`)
};

/**
* | output |
* | --- |
* | "Something went wrong on our side. Please try again." |
*
* @param {Apierr_Internal_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const apierr_internal_error = /** @type {((inputs?: Apierr_Internal_ErrorInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apierr_Internal_ErrorInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apierr_internal_error(inputs)
	if (locale === "fr") return fr_apierr_internal_error(inputs)
	if (locale === "it") return it_apierr_internal_error(inputs)
	return en_apierr_internal_error(inputs)
});