/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Title_LoginInputs */

const en_auth_title_login = /** @type {(inputs: Auth_Title_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member Login`)
};

const de_auth_title_login = /** @type {(inputs: Auth_Title_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglieder-Login`)
};

const fr_auth_title_login = /** @type {(inputs: Auth_Title_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion membres`)
};

const it_auth_title_login = /** @type {(inputs: Auth_Title_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accesso membri`)
};

/**
* | output |
* | --- |
* | "Member Login" |
*
* @param {Auth_Title_LoginInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_title_login = /** @type {((inputs?: Auth_Title_LoginInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Title_LoginInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_title_login(inputs)
	if (locale === "fr") return fr_auth_title_login(inputs)
	if (locale === "it") return it_auth_title_login(inputs)
	return en_auth_title_login(inputs)
});