/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Passkey_RemoveInputs */

const en_dash_passkey_remove = /** @type {(inputs: Dash_Passkey_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

const de_dash_passkey_remove = /** @type {(inputs: Dash_Passkey_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entfernen`)
};

const fr_dash_passkey_remove = /** @type {(inputs: Dash_Passkey_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer`)
};

const it_dash_passkey_remove = /** @type {(inputs: Dash_Passkey_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rimuovi`)
};

/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Dash_Passkey_RemoveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_passkey_remove = /** @type {((inputs?: Dash_Passkey_RemoveInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Passkey_RemoveInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_passkey_remove(inputs)
	if (locale === "fr") return fr_dash_passkey_remove(inputs)
	if (locale === "it") return it_dash_passkey_remove(inputs)
	return en_dash_passkey_remove(inputs)
});