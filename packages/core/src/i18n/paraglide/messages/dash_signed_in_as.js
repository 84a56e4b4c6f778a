/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Dash_Signed_In_AsInputs */

const en_dash_signed_in_as = /** @type {(inputs: Dash_Signed_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Signed in as ${i?.email}`)
};

const de_dash_signed_in_as = /** @type {(inputs: Dash_Signed_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Angemeldet als ${i?.email}`)
};

const fr_dash_signed_in_as = /** @type {(inputs: Dash_Signed_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Connecté en tant que ${i?.email}`)
};

const it_dash_signed_in_as = /** @type {(inputs: Dash_Signed_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Accesso effettuato come ${i?.email}`)
};

/**
* | output |
* | --- |
* | "Signed in as {email}" |
*
* @param {Dash_Signed_In_AsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_signed_in_as = /** @type {((inputs: Dash_Signed_In_AsInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Signed_In_AsInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_signed_in_as(inputs)
	if (locale === "fr") return fr_dash_signed_in_as(inputs)
	if (locale === "it") return it_dash_signed_in_as(inputs)
	return en_dash_signed_in_as(inputs)
});