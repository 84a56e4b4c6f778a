/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkeys_AddedInputs */

const en_passkeys_added = /** @type {(inputs: Passkeys_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey added`)
};

const de_passkeys_added = /** @type {(inputs: Passkeys_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey hinzugefügt`)
};

const fr_passkeys_added = /** @type {(inputs: Passkeys_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clé d’accès ajoutée`)
};

const it_passkeys_added = /** @type {(inputs: Passkeys_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey aggiunta`)
};

/**
* | output |
* | --- |
* | "Passkey added" |
*
* @param {Passkeys_AddedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const passkeys_added = /** @type {((inputs?: Passkeys_AddedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkeys_AddedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkeys_added(inputs)
	if (locale === "fr") return fr_passkeys_added(inputs)
	if (locale === "it") return it_passkeys_added(inputs)
	return en_passkeys_added(inputs)
});