/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Sessions_Sign_Out_OthersInputs */

const en_dash_sessions_sign_out_others = /** @type {(inputs: Dash_Sessions_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign out all other devices`)
};

const de_dash_sessions_sign_out_others = /** @type {(inputs: Dash_Sessions_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle anderen Geräte abmelden`)
};

const fr_dash_sessions_sign_out_others = /** @type {(inputs: Dash_Sessions_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déconnecter tous les autres appareils`)
};

const it_dash_sessions_sign_out_others = /** @type {(inputs: Dash_Sessions_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disconnettere tutti gli altri dispositivi`)
};

/**
* | output |
* | --- |
* | "Sign out all other devices" |
*
* @param {Dash_Sessions_Sign_Out_OthersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_sessions_sign_out_others = /** @type {((inputs?: Dash_Sessions_Sign_Out_OthersInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Sessions_Sign_Out_OthersInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_sessions_sign_out_others(inputs)
	if (locale === "fr") return fr_dash_sessions_sign_out_others(inputs)
	if (locale === "it") return it_dash_sessions_sign_out_others(inputs)
	return en_dash_sessions_sign_out_others(inputs)
});