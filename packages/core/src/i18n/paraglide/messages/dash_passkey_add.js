/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Passkey_AddInputs */

const en_dash_passkey_add = /** @type {(inputs: Dash_Passkey_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a Passkey`)
};

const de_dash_passkey_add = /** @type {(inputs: Dash_Passkey_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey hinzufügen`)
};

const fr_dash_passkey_add = /** @type {(inputs: Dash_Passkey_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter une clé d’accès`)
};

const it_dash_passkey_add = /** @type {(inputs: Dash_Passkey_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aggiungi una passkey`)
};

/**
* | output |
* | --- |
* | "Add a Passkey" |
*
* @param {Dash_Passkey_AddInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_passkey_add = /** @type {((inputs?: Dash_Passkey_AddInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Passkey_AddInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_passkey_add(inputs)
	if (locale === "fr") return fr_dash_passkey_add(inputs)
	if (locale === "it") return it_dash_passkey_add(inputs)
	return en_dash_passkey_add(inputs)
});