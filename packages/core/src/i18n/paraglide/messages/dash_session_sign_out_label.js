/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Dash_Session_Sign_Out_LabelInputs */

const en_dash_session_sign_out_label = /** @type {(inputs: Dash_Session_Sign_Out_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sign out the session ${i?.label}`)
};

const de_dash_session_sign_out_label = /** @type {(inputs: Dash_Session_Sign_Out_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Sitzung abmelden: ${i?.label}`)
};

const fr_dash_session_sign_out_label = /** @type {(inputs: Dash_Session_Sign_Out_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Déconnecter la session ${i?.label}`)
};

const it_dash_session_sign_out_label = /** @type {(inputs: Dash_Session_Sign_Out_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Disconnettere la sessione ${i?.label}`)
};

/**
* | output |
* | --- |
* | "Sign out the session {label}" |
*
* @param {Dash_Session_Sign_Out_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_session_sign_out_label = /** @type {((inputs: Dash_Session_Sign_Out_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Session_Sign_Out_LabelInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_session_sign_out_label(inputs)
	if (locale === "fr") return fr_dash_session_sign_out_label(inputs)
	if (locale === "it") return it_dash_session_sign_out_label(inputs)
	return en_dash_session_sign_out_label(inputs)
});