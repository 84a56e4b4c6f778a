/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apierr_Invalid_CredentialsInputs */

const en_apierr_invalid_credentials = /** @type {(inputs: Apierr_Invalid_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid email or password`)
};

const de_apierr_invalid_credentials = /** @type {(inputs: Apierr_Invalid_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültige E-Mail-Adresse oder ungültiges Passwort`)
};

const fr_apierr_invalid_credentials = /** @type {(inputs: Apierr_Invalid_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse e-mail ou mot de passe incorrect`)
};

const it_apierr_invalid_credentials = /** @type {(inputs: Apierr_Invalid_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail o password non validi`)
};

/**
* | output |
* | --- |
* | "Invalid email or password" |
*
* @param {Apierr_Invalid_CredentialsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const apierr_invalid_credentials = /** @type {((inputs?: Apierr_Invalid_CredentialsInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apierr_Invalid_CredentialsInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apierr_invalid_credentials(inputs)
	if (locale === "fr") return fr_apierr_invalid_credentials(inputs)
	if (locale === "it") return it_apierr_invalid_credentials(inputs)
	return en_apierr_invalid_credentials(inputs)
});