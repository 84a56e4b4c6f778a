/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Passkeys_LoadingInputs */

const en_dash_passkeys_loading = /** @type {(inputs: Dash_Passkeys_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your passkeys…`)
};

const de_dash_passkeys_loading = /** @type {(inputs: Dash_Passkeys_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Passkeys werden geladen…`)
};

const fr_dash_passkeys_loading = /** @type {(inputs: Dash_Passkeys_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de vos clés d’accès…`)
};

const it_dash_passkeys_loading = /** @type {(inputs: Dash_Passkeys_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caricamento delle tue passkey…`)
};

/**
* | output |
* | --- |
* | "Loading your passkeys…" |
*
* @param {Dash_Passkeys_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_passkeys_loading = /** @type {((inputs?: Dash_Passkeys_LoadingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Passkeys_LoadingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_passkeys_loading(inputs)
	if (locale === "fr") return fr_dash_passkeys_loading(inputs)
	if (locale === "it") return it_dash_passkeys_loading(inputs)
	return en_dash_passkeys_loading(inputs)
});