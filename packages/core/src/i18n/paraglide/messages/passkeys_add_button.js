/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkeys_Add_ButtonInputs */

const en_passkeys_add_button = /** @type {(inputs: Passkeys_Add_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a Passkey`)
};

const de_passkeys_add_button = /** @type {(inputs: Passkeys_Add_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey hinzufügen`)
};

const fr_passkeys_add_button = /** @type {(inputs: Passkeys_Add_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter une clé d’accès`)
};

const it_passkeys_add_button = /** @type {(inputs: Passkeys_Add_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aggiungere una passkey`)
};

/**
* | output |
* | --- |
* | "Add a Passkey" |
*
* @param {Passkeys_Add_ButtonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const passkeys_add_button = /** @type {((inputs?: Passkeys_Add_ButtonInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkeys_Add_ButtonInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkeys_add_button(inputs)
	if (locale === "fr") return fr_passkeys_add_button(inputs)
	if (locale === "it") return it_passkeys_add_button(inputs)
	return en_passkeys_add_button(inputs)
});