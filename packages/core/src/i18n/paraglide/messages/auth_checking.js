/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_CheckingInputs */

const en_auth_checking = /** @type {(inputs: Auth_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking...`)
};

const de_auth_checking = /** @type {(inputs: Auth_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird geprüft...`)
};

const fr_auth_checking = /** @type {(inputs: Auth_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification...`)
};

const it_auth_checking = /** @type {(inputs: Auth_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifica...`)
};

/**
* | output |
* | --- |
* | "Checking..." |
*
* @param {Auth_CheckingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_checking = /** @type {((inputs?: Auth_CheckingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_CheckingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_checking(inputs)
	if (locale === "fr") return fr_auth_checking(inputs)
	if (locale === "it") return it_auth_checking(inputs)
	return en_auth_checking(inputs)
});