/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Session_Sign_OutInputs */

const en_dash_session_sign_out = /** @type {(inputs: Dash_Session_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign out`)
};

const de_dash_session_sign_out = /** @type {(inputs: Dash_Session_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abmelden`)
};

const fr_dash_session_sign_out = /** @type {(inputs: Dash_Session_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déconnecter`)
};

const it_dash_session_sign_out = /** @type {(inputs: Dash_Session_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disconnettere`)
};

/**
* | output |
* | --- |
* | "Sign out" |
*
* @param {Dash_Session_Sign_OutInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_session_sign_out = /** @type {((inputs?: Dash_Session_Sign_OutInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Session_Sign_OutInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_session_sign_out(inputs)
	if (locale === "fr") return fr_dash_session_sign_out(inputs)
	if (locale === "it") return it_dash_session_sign_out(inputs)
	return en_dash_session_sign_out(inputs)
});