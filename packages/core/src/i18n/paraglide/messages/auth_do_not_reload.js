/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Do_Not_ReloadInputs */

const en_auth_do_not_reload = /** @type {(inputs: Auth_Do_Not_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please do not reload this page until your password is set.`)
};

const de_auth_do_not_reload = /** @type {(inputs: Auth_Do_Not_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte laden Sie diese Seite nicht neu, bis Ihr Passwort festgelegt ist.`)
};

const fr_auth_do_not_reload = /** @type {(inputs: Auth_Do_Not_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez ne pas recharger cette page avant que votre mot de passe soit défini.`)
};

const it_auth_do_not_reload = /** @type {(inputs: Auth_Do_Not_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non ricarichi questa pagina finché la password non è impostata.`)
};

/**
* | output |
* | --- |
* | "Please do not reload this page until your password is set." |
*
* @param {Auth_Do_Not_ReloadInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_do_not_reload = /** @type {((inputs?: Auth_Do_Not_ReloadInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Do_Not_ReloadInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_do_not_reload(inputs)
	if (locale === "fr") return fr_auth_do_not_reload(inputs)
	if (locale === "it") return it_auth_do_not_reload(inputs)
	return en_auth_do_not_reload(inputs)
});