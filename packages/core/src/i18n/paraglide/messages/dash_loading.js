/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_LoadingInputs */

const en_dash_loading = /** @type {(inputs: Dash_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your dashboard…`)
};

const de_dash_loading = /** @type {(inputs: Dash_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Dashboard wird geladen…`)
};

const fr_dash_loading = /** @type {(inputs: Dash_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de votre tableau de bord…`)
};

const it_dash_loading = /** @type {(inputs: Dash_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caricamento della Sua dashboard…`)
};

/**
* | output |
* | --- |
* | "Loading your dashboard…" |
*
* @param {Dash_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_loading = /** @type {((inputs?: Dash_LoadingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_LoadingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_loading(inputs)
	if (locale === "fr") return fr_dash_loading(inputs)
	if (locale === "it") return it_dash_loading(inputs)
	return en_dash_loading(inputs)
});