/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkeys_NoneInputs */

const en_passkeys_none = /** @type {(inputs: Passkeys_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have no passkey yet.`)
};

const de_passkeys_none = /** @type {(inputs: Passkeys_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie haben noch keinen Passkey.`)
};

const fr_passkeys_none = /** @type {(inputs: Passkeys_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n’avez pas encore de clé d’accès.`)
};

const it_passkeys_none = /** @type {(inputs: Passkeys_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non ha ancora nessuna passkey.`)
};

/**
* | output |
* | --- |
* | "You have no passkey yet." |
*
* @param {Passkeys_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const passkeys_none = /** @type {((inputs?: Passkeys_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkeys_NoneInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkeys_none(inputs)
	if (locale === "fr") return fr_passkeys_none(inputs)
	if (locale === "it") return it_passkeys_none(inputs)
	return en_passkeys_none(inputs)
});