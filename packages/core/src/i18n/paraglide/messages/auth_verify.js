/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_VerifyInputs */

const en_auth_verify = /** @type {(inputs: Auth_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify`)
};

const de_auth_verify = /** @type {(inputs: Auth_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigen`)
};

const fr_auth_verify = /** @type {(inputs: Auth_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifier`)
};

const it_auth_verify = /** @type {(inputs: Auth_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificare`)
};

/**
* | output |
* | --- |
* | "Verify" |
*
* @param {Auth_VerifyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_verify = /** @type {((inputs?: Auth_VerifyInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_VerifyInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_verify(inputs)
	if (locale === "fr") return fr_auth_verify(inputs)
	if (locale === "it") return it_auth_verify(inputs)
	return en_auth_verify(inputs)
});