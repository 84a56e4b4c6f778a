/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apierr_Payload_Too_LargeInputs */

const en_apierr_payload_too_large = /** @type {(inputs: Apierr_Payload_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The file or request is too large.`)
};

const de_apierr_payload_too_large = /** @type {(inputs: Apierr_Payload_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Datei oder Anfrage ist zu gross.`)
};

const fr_apierr_payload_too_large = /** @type {(inputs: Apierr_Payload_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le fichier ou la requête est trop volumineux.`)
};

const it_apierr_payload_too_large = /** @type {(inputs: Apierr_Payload_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il file o la richiesta è troppo grande.`)
};

/**
* | output |
* | --- |
* | "The file or request is too large." |
*
* @param {Apierr_Payload_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const apierr_payload_too_large = /** @type {((inputs?: Apierr_Payload_Too_LargeInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apierr_Payload_Too_LargeInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apierr_payload_too_large(inputs)
	if (locale === "fr") return fr_apierr_payload_too_large(inputs)
	if (locale === "it") return it_apierr_payload_too_large(inputs)
	return en_apierr_payload_too_large(inputs)
});