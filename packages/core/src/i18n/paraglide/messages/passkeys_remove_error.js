/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkeys_Remove_ErrorInputs */

const en_passkeys_remove_error = /** @type {(inputs: Passkeys_Remove_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error removing the passkey`)
};

const de_passkeys_remove_error = /** @type {(inputs: Passkeys_Remove_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler beim Entfernen des Passkeys`)
};

const fr_passkeys_remove_error = /** @type {(inputs: Passkeys_Remove_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur lors de la suppression de la clé d’accès`)
};

const it_passkeys_remove_error = /** @type {(inputs: Passkeys_Remove_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Errore durante la rimozione della passkey`)
};

/**
* | output |
* | --- |
* | "Error removing the passkey" |
*
* @param {Passkeys_Remove_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const passkeys_remove_error = /** @type {((inputs?: Passkeys_Remove_ErrorInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkeys_Remove_ErrorInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkeys_remove_error(inputs)
	if (locale === "fr") return fr_passkeys_remove_error(inputs)
	if (locale === "it") return it_passkeys_remove_error(inputs)
	return en_passkeys_remove_error(inputs)
});