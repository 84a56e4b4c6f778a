/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Password_FormInputs */

const en_twofa_password_form = /** @type {(inputs: Twofa_Password_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your password`)
};

const de_twofa_password_form = /** @type {(inputs: Twofa_Password_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort bestätigen`)
};

const fr_twofa_password_form = /** @type {(inputs: Twofa_Password_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez votre mot de passe`)
};

const it_twofa_password_form = /** @type {(inputs: Twofa_Password_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confermare la password`)
};

/**
* | output |
* | --- |
* | "Confirm your password" |
*
* @param {Twofa_Password_FormInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_password_form = /** @type {((inputs?: Twofa_Password_FormInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Password_FormInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_twofa_password_form(inputs)
	if (locale === "fr") return fr_twofa_password_form(inputs)
	if (locale === "it") return it_twofa_password_form(inputs)
	return en_twofa_password_form(inputs)
});