/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Passkey_Add_ErrorInputs */

const en_dash_passkey_add_error = /** @type {(inputs: Dash_Passkey_Add_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error adding the passkey`)
};

const de_dash_passkey_add_error = /** @type {(inputs: Dash_Passkey_Add_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler beim Hinzufügen des Passkeys`)
};

const fr_dash_passkey_add_error = /** @type {(inputs: Dash_Passkey_Add_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur lors de l’ajout de la clé d’accès`)
};

const it_dash_passkey_add_error = /** @type {(inputs: Dash_Passkey_Add_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Errore durante l’aggiunta della passkey`)
};

/**
* | output |
* | --- |
* | "Error adding the passkey" |
*
* @param {Dash_Passkey_Add_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_passkey_add_error = /** @type {((inputs?: Dash_Passkey_Add_ErrorInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Passkey_Add_ErrorInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_passkey_add_error(inputs)
	if (locale === "fr") return fr_dash_passkey_add_error(inputs)
	if (locale === "it") return it_dash_passkey_add_error(inputs)
	return en_dash_passkey_add_error(inputs)
});