/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mailing_FailedInputs */

const en_mailing_failed = /** @type {(inputs: Mailing_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to subscribe. Please try again.`)
};

const de_mailing_failed = /** @type {(inputs: Mailing_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es noch einmal.`)
};

const fr_mailing_failed = /** @type {(inputs: Mailing_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’inscription a échoué. Veuillez réessayer.`)
};

const it_mailing_failed = /** @type {(inputs: Mailing_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’iscrizione non è riuscita. Riprovi.`)
};

/**
* | output |
* | --- |
* | "Failed to subscribe. Please try again." |
*
* @param {Mailing_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mailing_failed = /** @type {((inputs?: Mailing_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailing_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mailing_failed(inputs)
	if (locale === "fr") return fr_mailing_failed(inputs)
	if (locale === "it") return it_mailing_failed(inputs)
	return en_mailing_failed(inputs)
});