/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mydata_Password_HintInputs */

const en_mydata_password_hint = /** @type {(inputs: Mydata_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please re-enter your password to confirm that it is you.`)
};

const de_mydata_password_hint = /** @type {(inputs: Mydata_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte geben Sie Ihr Passwort erneut ein, um zu bestätigen, dass Sie es sind.`)
};

const fr_mydata_password_hint = /** @type {(inputs: Mydata_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir à nouveau votre mot de passe pour confirmer qu’il s’agit bien de vous.`)
};

const it_mydata_password_hint = /** @type {(inputs: Mydata_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inserisca di nuovo la password per confermare che è Lei.`)
};

/**
* | output |
* | --- |
* | "Please re-enter your password to confirm that it is you." |
*
* @param {Mydata_Password_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mydata_password_hint = /** @type {((inputs?: Mydata_Password_HintInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mydata_Password_HintInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mydata_password_hint(inputs)
	if (locale === "fr") return fr_mydata_password_hint(inputs)
	if (locale === "it") return it_mydata_password_hint(inputs)
	return en_mydata_password_hint(inputs)
});