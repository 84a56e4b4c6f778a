/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkeys_Remove_ConfirmInputs */

const en_passkeys_remove_confirm = /** @type {(inputs: Passkeys_Remove_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove Passkey`)
};

const de_passkeys_remove_confirm = /** @type {(inputs: Passkeys_Remove_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey entfernen`)
};

const fr_passkeys_remove_confirm = /** @type {(inputs: Passkeys_Remove_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer la clé d’accès`)
};

const it_passkeys_remove_confirm = /** @type {(inputs: Passkeys_Remove_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rimuovere la passkey`)
};

/**
* | output |
* | --- |
* | "Remove Passkey" |
*
* @param {Passkeys_Remove_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const passkeys_remove_confirm = /** @type {((inputs?: Passkeys_Remove_ConfirmInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkeys_Remove_ConfirmInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkeys_remove_confirm(inputs)
	if (locale === "fr") return fr_passkeys_remove_confirm(inputs)
	if (locale === "it") return it_passkeys_remove_confirm(inputs)
	return en_passkeys_remove_confirm(inputs)
});