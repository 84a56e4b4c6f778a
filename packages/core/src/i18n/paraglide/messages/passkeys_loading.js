/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkeys_LoadingInputs */

const en_passkeys_loading = /** @type {(inputs: Passkeys_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your passkeys…`)
};

const de_passkeys_loading = /** @type {(inputs: Passkeys_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Passkeys werden geladen…`)
};

const fr_passkeys_loading = /** @type {(inputs: Passkeys_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de vos clés d’accès…`)
};

const it_passkeys_loading = /** @type {(inputs: Passkeys_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caricamento delle Sue passkey…`)
};

/**
* | output |
* | --- |
* | "Loading your passkeys…" |
*
* @param {Passkeys_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const passkeys_loading = /** @type {((inputs?: Passkeys_LoadingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkeys_LoadingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkeys_loading(inputs)
	if (locale === "fr") return fr_passkeys_loading(inputs)
	if (locale === "it") return it_passkeys_loading(inputs)
	return en_passkeys_loading(inputs)
});