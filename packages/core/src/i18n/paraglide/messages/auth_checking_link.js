/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Checking_LinkInputs */

const en_auth_checking_link = /** @type {(inputs: Auth_Checking_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking your link…`)
};

const de_auth_checking_link = /** @type {(inputs: Auth_Checking_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Link wird geprüft…`)
};

const fr_auth_checking_link = /** @type {(inputs: Auth_Checking_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification de votre lien…`)
};

const it_auth_checking_link = /** @type {(inputs: Auth_Checking_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifica del link in corso…`)
};

/**
* | output |
* | --- |
* | "Checking your link…" |
*
* @param {Auth_Checking_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_checking_link = /** @type {((inputs?: Auth_Checking_LinkInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Checking_LinkInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_checking_link(inputs)
	if (locale === "fr") return fr_auth_checking_link(inputs)
	if (locale === "it") return it_auth_checking_link(inputs)
	return en_auth_checking_link(inputs)
});