/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Sessions_None_OtherInputs */

const en_dash_sessions_none_other = /** @type {(inputs: Dash_Sessions_None_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No other device is signed in.`)
};

const de_dash_sessions_none_other = /** @type {(inputs: Dash_Sessions_None_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein anderes Gerät ist angemeldet.`)
};

const fr_dash_sessions_none_other = /** @type {(inputs: Dash_Sessions_None_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun autre appareil n’est connecté.`)
};

const it_dash_sessions_none_other = /** @type {(inputs: Dash_Sessions_None_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessun altro dispositivo è connesso.`)
};

/**
* | output |
* | --- |
* | "No other device is signed in." |
*
* @param {Dash_Sessions_None_OtherInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_sessions_none_other = /** @type {((inputs?: Dash_Sessions_None_OtherInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Sessions_None_OtherInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_sessions_none_other(inputs)
	if (locale === "fr") return fr_dash_sessions_none_other(inputs)
	if (locale === "it") return it_dash_sessions_none_other(inputs)
	return en_dash_sessions_none_other(inputs)
});