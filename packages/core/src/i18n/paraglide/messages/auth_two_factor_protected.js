/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Two_Factor_ProtectedInputs */

const en_auth_two_factor_protected = /** @type {(inputs: Auth_Two_Factor_ProtectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account is protected with two-factor authentication.`)
};

const de_auth_two_factor_protected = /** @type {(inputs: Auth_Two_Factor_ProtectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Konto ist mit Zwei-Faktor-Authentifizierung geschützt.`)
};

const fr_auth_two_factor_protected = /** @type {(inputs: Auth_Two_Factor_ProtectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte est protégé par l’authentification à deux facteurs.`)
};

const it_auth_two_factor_protected = /** @type {(inputs: Auth_Two_Factor_ProtectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il Suo account è protetto con l’autenticazione a due fattori.`)
};

/**
* | output |
* | --- |
* | "Your account is protected with two-factor authentication." |
*
* @param {Auth_Two_Factor_ProtectedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_two_factor_protected = /** @type {((inputs?: Auth_Two_Factor_ProtectedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Two_Factor_ProtectedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_two_factor_protected(inputs)
	if (locale === "fr") return fr_auth_two_factor_protected(inputs)
	if (locale === "it") return it_auth_two_factor_protected(inputs)
	return en_auth_two_factor_protected(inputs)
});