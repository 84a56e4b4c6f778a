/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Passkey_Remove_ConfirmInputs */

const en_dash_passkey_remove_confirm = /** @type {(inputs: Dash_Passkey_Remove_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove Passkey`)
};

const de_dash_passkey_remove_confirm = /** @type {(inputs: Dash_Passkey_Remove_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey entfernen`)
};

const fr_dash_passkey_remove_confirm = /** @type {(inputs: Dash_Passkey_Remove_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer la clé d’accès`)
};

const it_dash_passkey_remove_confirm = /** @type {(inputs: Dash_Passkey_Remove_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rimuovi passkey`)
};

/**
* | output |
* | --- |
* | "Remove Passkey" |
*
* @param {Dash_Passkey_Remove_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_passkey_remove_confirm = /** @type {((inputs?: Dash_Passkey_Remove_ConfirmInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Passkey_Remove_ConfirmInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_passkey_remove_confirm(inputs)
	if (locale === "fr") return fr_dash_passkey_remove_confirm(inputs)
	if (locale === "it") return it_dash_passkey_remove_confirm(inputs)
	return en_dash_passkey_remove_confirm(inputs)
});