/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ moment: NonNullable<unknown> }} Dash_Session_LabelInputs */

const en_dash_session_label = /** @type {(inputs: Dash_Session_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`signed in on ${i?.moment}`)
};

const de_dash_session_label = /** @type {(inputs: Dash_Session_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`angemeldet am ${i?.moment}`)
};

const fr_dash_session_label = /** @type {(inputs: Dash_Session_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`connectée le ${i?.moment}`)
};

const it_dash_session_label = /** @type {(inputs: Dash_Session_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`connessa il ${i?.moment}`)
};

/**
* | output |
* | --- |
* | "signed in on {moment}" |
*
* @param {Dash_Session_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_session_label = /** @type {((inputs: Dash_Session_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Session_LabelInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_session_label(inputs)
	if (locale === "fr") return fr_dash_session_label(inputs)
	if (locale === "it") return it_dash_session_label(inputs)
	return en_dash_session_label(inputs)
});