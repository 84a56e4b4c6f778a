/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apierr_Service_UnavailableInputs */

const en_apierr_service_unavailable = /** @type {(inputs: Apierr_Service_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service is briefly unavailable. Please try again in a moment.`)
};

const de_apierr_service_unavailable = /** @type {(inputs: Apierr_Service_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Dienst ist kurz nicht verfügbar. Bitte versuchen Sie es in einem Moment erneut.`)
};

const fr_apierr_service_unavailable = /** @type {(inputs: Apierr_Service_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le service est momentanément indisponible. Veuillez réessayer dans un instant.`)
};

const it_apierr_service_unavailable = /** @type {(inputs: Apierr_Service_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il servizio non è momentaneamente disponibile. Riprovi tra un momento.`)
};

/**
* | output |
* | --- |
* | "The service is briefly unavailable. Please try again in a moment." |
*
* @param {Apierr_Service_UnavailableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const apierr_service_unavailable = /** @type {((inputs?: Apierr_Service_UnavailableInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apierr_Service_UnavailableInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apierr_service_unavailable(inputs)
	if (locale === "fr") return fr_apierr_service_unavailable(inputs)
	if (locale === "it") return it_apierr_service_unavailable(inputs)
	return en_apierr_service_unavailable(inputs)
});