/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apierr_Wrong_PasswordInputs */

const en_apierr_wrong_password = /** @type {(inputs: Apierr_Wrong_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The password is not correct.`)
};

const de_apierr_wrong_password = /** @type {(inputs: Apierr_Wrong_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Passwort ist nicht korrekt.`)
};

const fr_apierr_wrong_password = /** @type {(inputs: Apierr_Wrong_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le mot de passe n'est pas correct.`)
};

const it_apierr_wrong_password = /** @type {(inputs: Apierr_Wrong_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La password non è corretta.`)
};

/**
* | output |
* | --- |
* | "The password is not correct." |
*
* @param {Apierr_Wrong_PasswordInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const apierr_wrong_password = /** @type {((inputs?: Apierr_Wrong_PasswordInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apierr_Wrong_PasswordInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apierr_wrong_password(inputs)
	if (locale === "fr") return fr_apierr_wrong_password(inputs)
	if (locale === "it") return it_apierr_wrong_password(inputs)
	return en_apierr_wrong_password(inputs)
});