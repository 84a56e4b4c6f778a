/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ moment: NonNullable<unknown> }} Dash_Session_Signed_InInputs */

const en_dash_session_signed_in = /** @type {(inputs: Dash_Session_Signed_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Signed in ${i?.moment}`)
};

const de_dash_session_signed_in = /** @type {(inputs: Dash_Session_Signed_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Angemeldet ${i?.moment}`)
};

const fr_dash_session_signed_in = /** @type {(inputs: Dash_Session_Signed_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Connecté ${i?.moment}`)
};

const it_dash_session_signed_in = /** @type {(inputs: Dash_Session_Signed_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Connesso ${i?.moment}`)
};

/**
* | output |
* | --- |
* | "Signed in {moment}" |
*
* @param {Dash_Session_Signed_InInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_session_signed_in = /** @type {((inputs: Dash_Session_Signed_InInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Session_Signed_InInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_session_signed_in(inputs)
	if (locale === "fr") return fr_dash_session_signed_in(inputs)
	if (locale === "it") return it_dash_session_signed_in(inputs)
	return en_dash_session_signed_in(inputs)
});