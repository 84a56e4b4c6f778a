/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Sessions_LoadingInputs */

const en_dash_sessions_loading = /** @type {(inputs: Dash_Sessions_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your sessions…`)
};

const de_dash_sessions_loading = /** @type {(inputs: Dash_Sessions_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Sitzungen werden geladen…`)
};

const fr_dash_sessions_loading = /** @type {(inputs: Dash_Sessions_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de vos sessions…`)
};

const it_dash_sessions_loading = /** @type {(inputs: Dash_Sessions_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caricamento delle Sue sessioni…`)
};

/**
* | output |
* | --- |
* | "Loading your sessions…" |
*
* @param {Dash_Sessions_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_sessions_loading = /** @type {((inputs?: Dash_Sessions_LoadingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Sessions_LoadingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_sessions_loading(inputs)
	if (locale === "fr") return fr_dash_sessions_loading(inputs)
	if (locale === "it") return it_dash_sessions_loading(inputs)
	return en_dash_sessions_loading(inputs)
});