/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Passkey_AddedInputs */

const en_dash_passkey_added = /** @type {(inputs: Dash_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey added`)
};

const de_dash_passkey_added = /** @type {(inputs: Dash_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey hinzugefügt`)
};

const fr_dash_passkey_added = /** @type {(inputs: Dash_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clé d’accès ajoutée`)
};

const it_dash_passkey_added = /** @type {(inputs: Dash_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey aggiunta`)
};

/**
* | output |
* | --- |
* | "Passkey added" |
*
* @param {Dash_Passkey_AddedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_passkey_added = /** @type {((inputs?: Dash_Passkey_AddedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Passkey_AddedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_passkey_added(inputs)
	if (locale === "fr") return fr_dash_passkey_added(inputs)
	if (locale === "it") return it_dash_passkey_added(inputs)
	return en_dash_passkey_added(inputs)
});