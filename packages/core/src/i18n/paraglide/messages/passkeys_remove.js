/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkeys_RemoveInputs */

const en_passkeys_remove = /** @type {(inputs: Passkeys_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

const de_passkeys_remove = /** @type {(inputs: Passkeys_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entfernen`)
};

const fr_passkeys_remove = /** @type {(inputs: Passkeys_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer`)
};

const it_passkeys_remove = /** @type {(inputs: Passkeys_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rimuovere`)
};

/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Passkeys_RemoveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const passkeys_remove = /** @type {((inputs?: Passkeys_RemoveInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkeys_RemoveInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkeys_remove(inputs)
	if (locale === "fr") return fr_passkeys_remove(inputs)
	if (locale === "it") return it_passkeys_remove(inputs)
	return en_passkeys_remove(inputs)
});