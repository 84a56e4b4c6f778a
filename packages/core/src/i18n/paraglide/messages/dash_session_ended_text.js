/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Dash_Session_Ended_TextInputs */

const en_dash_session_ended_text = /** @type {(inputs: Dash_Session_Ended_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The session ${i?.label} has ended.`)
};

const de_dash_session_ended_text = /** @type {(inputs: Dash_Session_Ended_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Sitzung (${i?.label}) wurde beendet.`)
};

const fr_dash_session_ended_text = /** @type {(inputs: Dash_Session_Ended_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La session ${i?.label} est terminée.`)
};

const it_dash_session_ended_text = /** @type {(inputs: Dash_Session_Ended_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La sessione ${i?.label} è terminata.`)
};

/**
* | output |
* | --- |
* | "The session {label} has ended." |
*
* @param {Dash_Session_Ended_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_session_ended_text = /** @type {((inputs: Dash_Session_Ended_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Session_Ended_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_session_ended_text(inputs)
	if (locale === "fr") return fr_dash_session_ended_text(inputs)
	if (locale === "it") return it_dash_session_ended_text(inputs)
	return en_dash_session_ended_text(inputs)
});