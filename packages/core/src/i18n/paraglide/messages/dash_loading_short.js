/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Loading_ShortInputs */

const en_dash_loading_short = /** @type {(inputs: Dash_Loading_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading…`)
};

const de_dash_loading_short = /** @type {(inputs: Dash_Loading_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird geladen…`)
};

const fr_dash_loading_short = /** @type {(inputs: Dash_Loading_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement…`)
};

const it_dash_loading_short = /** @type {(inputs: Dash_Loading_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caricamento…`)
};

/**
* | output |
* | --- |
* | "Loading…" |
*
* @param {Dash_Loading_ShortInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_loading_short = /** @type {((inputs?: Dash_Loading_ShortInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Loading_ShortInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_loading_short(inputs)
	if (locale === "fr") return fr_dash_loading_short(inputs)
	if (locale === "it") return it_dash_loading_short(inputs)
	return en_dash_loading_short(inputs)
});