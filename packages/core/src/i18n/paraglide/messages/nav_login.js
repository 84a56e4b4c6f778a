/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_LoginInputs */

const en_nav_login = /** @type {(inputs: Nav_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member Login`)
};

const de_nav_login = /** @type {(inputs: Nav_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglieder-Login`)
};

const fr_nav_login = /** @type {(inputs: Nav_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion membres`)
};

const it_nav_login = /** @type {(inputs: Nav_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accesso soci`)
};

/**
* | output |
* | --- |
* | "Member Login" |
*
* @param {Nav_LoginInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const nav_login = /** @type {((inputs?: Nav_LoginInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_LoginInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_nav_login(inputs)
	if (locale === "fr") return fr_nav_login(inputs)
	if (locale === "it") return it_nav_login(inputs)
	return en_nav_login(inputs)
});