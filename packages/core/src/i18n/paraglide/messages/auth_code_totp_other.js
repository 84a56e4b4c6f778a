/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Code_Totp_OtherInputs */

const en_auth_code_totp_other = /** @type {(inputs: Auth_Code_Totp_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use a recovery code instead`)
};

const de_auth_code_totp_other = /** @type {(inputs: Auth_Code_Totp_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stattdessen einen Wiederherstellungscode verwenden`)
};

const fr_auth_code_totp_other = /** @type {(inputs: Auth_Code_Totp_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utiliser plutôt un code de récupération`)
};

const it_auth_code_totp_other = /** @type {(inputs: Auth_Code_Totp_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usare invece un codice di recupero`)
};

/**
* | output |
* | --- |
* | "Use a recovery code instead" |
*
* @param {Auth_Code_Totp_OtherInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_code_totp_other = /** @type {((inputs?: Auth_Code_Totp_OtherInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Code_Totp_OtherInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_code_totp_other(inputs)
	if (locale === "fr") return fr_auth_code_totp_other(inputs)
	if (locale === "it") return it_auth_code_totp_other(inputs)
	return en_auth_code_totp_other(inputs)
});