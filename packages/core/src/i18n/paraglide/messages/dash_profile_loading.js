/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Profile_LoadingInputs */

const en_dash_profile_loading = /** @type {(inputs: Dash_Profile_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading profile…`)
};

const de_dash_profile_loading = /** @type {(inputs: Dash_Profile_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil wird geladen…`)
};

const fr_dash_profile_loading = /** @type {(inputs: Dash_Profile_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement du profil…`)
};

const it_dash_profile_loading = /** @type {(inputs: Dash_Profile_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caricamento del profilo…`)
};

/**
* | output |
* | --- |
* | "Loading profile…" |
*
* @param {Dash_Profile_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_profile_loading = /** @type {((inputs?: Dash_Profile_LoadingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Profile_LoadingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_profile_loading(inputs)
	if (locale === "fr") return fr_dash_profile_loading(inputs)
	if (locale === "it") return it_dash_profile_loading(inputs)
	return en_dash_profile_loading(inputs)
});