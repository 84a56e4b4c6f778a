/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Setup_ErrorInputs */

const en_twofa_setup_error = /** @type {(inputs: Twofa_Setup_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error setting up two-factor authentication`)
};

const de_twofa_setup_error = /** @type {(inputs: Twofa_Setup_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler beim Einrichten der Zwei-Faktor-Authentifizierung`)
};

const fr_twofa_setup_error = /** @type {(inputs: Twofa_Setup_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur lors de la configuration de l’authentification à deux facteurs`)
};

const it_twofa_setup_error = /** @type {(inputs: Twofa_Setup_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Errore nella configurazione dell’autenticazione a due fattori`)
};

/**
* | output |
* | --- |
* | "Error setting up two-factor authentication" |
*
* @param {Twofa_Setup_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_setup_error = /** @type {((inputs?: Twofa_Setup_ErrorInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Setup_ErrorInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_twofa_setup_error(inputs)
	if (locale === "fr") return fr_twofa_setup_error(inputs)
	if (locale === "it") return it_twofa_setup_error(inputs)
	return en_twofa_setup_error(inputs)
});