/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Session_End_ErrorInputs */

const en_dash_session_end_error = /** @type {(inputs: Dash_Session_End_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error signing out the device`)
};

const de_dash_session_end_error = /** @type {(inputs: Dash_Session_End_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler beim Abmelden des Geräts`)
};

const fr_dash_session_end_error = /** @type {(inputs: Dash_Session_End_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur lors de la déconnexion de l’appareil`)
};

const it_dash_session_end_error = /** @type {(inputs: Dash_Session_End_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Errore nella disconnessione del dispositivo`)
};

/**
* | output |
* | --- |
* | "Error signing out the device" |
*
* @param {Dash_Session_End_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_session_end_error = /** @type {((inputs?: Dash_Session_End_ErrorInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Session_End_ErrorInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_session_end_error(inputs)
	if (locale === "fr") return fr_dash_session_end_error(inputs)
	if (locale === "it") return it_dash_session_end_error(inputs)
	return en_dash_session_end_error(inputs)
});