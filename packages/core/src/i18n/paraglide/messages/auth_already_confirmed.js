/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Already_ConfirmedInputs */

const en_auth_already_confirmed = /** @type {(inputs: Auth_Already_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This e-mail address was already confirmed. You can log in.`)
};

const de_auth_already_confirmed = /** @type {(inputs: Auth_Already_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese E-Mail-Adresse war bereits bestätigt. Sie können sich anmelden.`)
};

const fr_auth_already_confirmed = /** @type {(inputs: Auth_Already_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette adresse e-mail était déjà confirmée. Vous pouvez vous connecter.`)
};

const it_auth_already_confirmed = /** @type {(inputs: Auth_Already_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questo indirizzo e-mail era già confermato. Può accedere.`)
};

/**
* | output |
* | --- |
* | "This e-mail address was already confirmed. You can log in." |
*
* @param {Auth_Already_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_already_confirmed = /** @type {((inputs?: Auth_Already_ConfirmedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Already_ConfirmedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_already_confirmed(inputs)
	if (locale === "fr") return fr_auth_already_confirmed(inputs)
	if (locale === "it") return it_auth_already_confirmed(inputs)
	return en_auth_already_confirmed(inputs)
});