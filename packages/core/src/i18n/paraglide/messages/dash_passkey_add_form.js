/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Passkey_Add_FormInputs */

const en_dash_passkey_add_form = /** @type {(inputs: Dash_Passkey_Add_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a passkey`)
};

const de_dash_passkey_add_form = /** @type {(inputs: Dash_Passkey_Add_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einen Passkey hinzufügen`)
};

const fr_dash_passkey_add_form = /** @type {(inputs: Dash_Passkey_Add_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter une clé d’accès`)
};

const it_dash_passkey_add_form = /** @type {(inputs: Dash_Passkey_Add_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aggiungere una passkey`)
};

/**
* | output |
* | --- |
* | "Add a passkey" |
*
* @param {Dash_Passkey_Add_FormInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_passkey_add_form = /** @type {((inputs?: Dash_Passkey_Add_FormInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Passkey_Add_FormInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_passkey_add_form(inputs)
	if (locale === "fr") return fr_dash_passkey_add_form(inputs)
	if (locale === "it") return it_dash_passkey_add_form(inputs)
	return en_dash_passkey_add_form(inputs)
});