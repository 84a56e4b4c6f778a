/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Code_Totp_LabelInputs */

const en_auth_code_totp_label = /** @type {(inputs: Auth_Code_Totp_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authentication code`)
};

const de_auth_code_totp_label = /** @type {(inputs: Auth_Code_Totp_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authentifizierungscode`)
};

const fr_auth_code_totp_label = /** @type {(inputs: Auth_Code_Totp_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code d’authentification`)
};

const it_auth_code_totp_label = /** @type {(inputs: Auth_Code_Totp_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Codice di autenticazione`)
};

/**
* | output |
* | --- |
* | "Authentication code" |
*
* @param {Auth_Code_Totp_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_code_totp_label = /** @type {((inputs?: Auth_Code_Totp_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Code_Totp_LabelInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_code_totp_label(inputs)
	if (locale === "fr") return fr_auth_code_totp_label(inputs)
	if (locale === "it") return it_auth_code_totp_label(inputs)
	return en_auth_code_totp_label(inputs)
});