/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_SendingInputs */

const en_auth_sending = /** @type {(inputs: Auth_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending...`)
};

const de_auth_sending = /** @type {(inputs: Auth_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gesendet...`)
};

const fr_auth_sending = /** @type {(inputs: Auth_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoi...`)
};

const it_auth_sending = /** @type {(inputs: Auth_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invio...`)
};

/**
* | output |
* | --- |
* | "Sending..." |
*
* @param {Auth_SendingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_sending = /** @type {((inputs?: Auth_SendingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_SendingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_sending(inputs)
	if (locale === "fr") return fr_auth_sending(inputs)
	if (locale === "it") return it_auth_sending(inputs)
	return en_auth_sending(inputs)
});