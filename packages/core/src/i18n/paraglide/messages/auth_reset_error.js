/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Reset_ErrorInputs */

const en_auth_reset_error = /** @type {(inputs: Auth_Reset_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error sending reset email`)
};

const de_auth_reset_error = /** @type {(inputs: Auth_Reset_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler beim Senden der Zurücksetzungs-E-Mail`)
};

const fr_auth_reset_error = /** @type {(inputs: Auth_Reset_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur lors de l’envoi de l’e-mail de réinitialisation`)
};

const it_auth_reset_error = /** @type {(inputs: Auth_Reset_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Errore nell’invio dell’e-mail di reimpostazione`)
};

/**
* | output |
* | --- |
* | "Error sending reset email" |
*
* @param {Auth_Reset_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_reset_error = /** @type {((inputs?: Auth_Reset_ErrorInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_ErrorInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_reset_error(inputs)
	if (locale === "fr") return fr_auth_reset_error(inputs)
	if (locale === "it") return it_auth_reset_error(inputs)
	return en_auth_reset_error(inputs)
});