/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Passkey_NameInputs */

const en_dash_passkey_name = /** @type {(inputs: Dash_Passkey_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name of the passkey`)
};

const de_dash_passkey_name = /** @type {(inputs: Dash_Passkey_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name des Passkeys`)
};

const fr_dash_passkey_name = /** @type {(inputs: Dash_Passkey_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom de la clé d’accès`)
};

const it_dash_passkey_name = /** @type {(inputs: Dash_Passkey_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome della passkey`)
};

/**
* | output |
* | --- |
* | "Name of the passkey" |
*
* @param {Dash_Passkey_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_passkey_name = /** @type {((inputs?: Dash_Passkey_NameInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Passkey_NameInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_passkey_name(inputs)
	if (locale === "fr") return fr_dash_passkey_name(inputs)
	if (locale === "it") return it_dash_passkey_name(inputs)
	return en_dash_passkey_name(inputs)
});