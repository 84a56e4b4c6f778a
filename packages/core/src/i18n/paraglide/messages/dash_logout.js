/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_LogoutInputs */

const en_dash_logout = /** @type {(inputs: Dash_LogoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logout`)
};

const de_dash_logout = /** @type {(inputs: Dash_LogoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abmelden`)
};

const fr_dash_logout = /** @type {(inputs: Dash_LogoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se déconnecter`)
};

const it_dash_logout = /** @type {(inputs: Dash_LogoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disconnettersi`)
};

/**
* | output |
* | --- |
* | "Logout" |
*
* @param {Dash_LogoutInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_logout = /** @type {((inputs?: Dash_LogoutInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_LogoutInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_logout(inputs)
	if (locale === "fr") return fr_dash_logout(inputs)
	if (locale === "it") return it_dash_logout(inputs)
	return en_dash_logout(inputs)
});