/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkeys_NameInputs */

const en_passkeys_name = /** @type {(inputs: Passkeys_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name of the passkey`)
};

const de_passkeys_name = /** @type {(inputs: Passkeys_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name des Passkeys`)
};

const fr_passkeys_name = /** @type {(inputs: Passkeys_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom de la clé d’accès`)
};

const it_passkeys_name = /** @type {(inputs: Passkeys_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome della passkey`)
};

/**
* | output |
* | --- |
* | "Name of the passkey" |
*
* @param {Passkeys_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const passkeys_name = /** @type {((inputs?: Passkeys_NameInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkeys_NameInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkeys_name(inputs)
	if (locale === "fr") return fr_passkeys_name(inputs)
	if (locale === "it") return it_passkeys_name(inputs)
	return en_passkeys_name(inputs)
});