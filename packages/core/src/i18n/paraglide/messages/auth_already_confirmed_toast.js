/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Already_Confirmed_ToastInputs */

const en_auth_already_confirmed_toast = /** @type {(inputs: Auth_Already_Confirmed_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This address was already confirmed. You can log in.`)
};

const de_auth_already_confirmed_toast = /** @type {(inputs: Auth_Already_Confirmed_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Adresse war bereits bestätigt. Sie können sich anmelden.`)
};

const fr_auth_already_confirmed_toast = /** @type {(inputs: Auth_Already_Confirmed_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette adresse était déjà confirmée. Vous pouvez vous connecter.`)
};

const it_auth_already_confirmed_toast = /** @type {(inputs: Auth_Already_Confirmed_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questo indirizzo era già confermato. Può accedere.`)
};

/**
* | output |
* | --- |
* | "This address was already confirmed. You can log in." |
*
* @param {Auth_Already_Confirmed_ToastInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_already_confirmed_toast = /** @type {((inputs?: Auth_Already_Confirmed_ToastInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Already_Confirmed_ToastInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_already_confirmed_toast(inputs)
	if (locale === "fr") return fr_auth_already_confirmed_toast(inputs)
	if (locale === "it") return it_auth_already_confirmed_toast(inputs)
	return en_auth_already_confirmed_toast(inputs)
});