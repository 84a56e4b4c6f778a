/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Valid_Email_MissingInputs */

const en_valid_email_missing = /** @type {(inputs: Valid_Email_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your email address`)
};

const de_valid_email_missing = /** @type {(inputs: Valid_Email_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte geben Sie Ihre E-Mail-Adresse ein`)
};

const fr_valid_email_missing = /** @type {(inputs: Valid_Email_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir votre adresse e-mail`)
};

const it_valid_email_missing = /** @type {(inputs: Valid_Email_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inserisca il Suo indirizzo e-mail`)
};

/**
* | output |
* | --- |
* | "Please enter your email address" |
*
* @param {Valid_Email_MissingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_email_missing = /** @type {((inputs?: Valid_Email_MissingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Valid_Email_MissingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_valid_email_missing(inputs)
	if (locale === "fr") return fr_valid_email_missing(inputs)
	if (locale === "it") return it_valid_email_missing(inputs)
	return en_valid_email_missing(inputs)
});