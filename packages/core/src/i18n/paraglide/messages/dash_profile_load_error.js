/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Profile_Load_ErrorInputs */

const en_dash_profile_load_error = /** @type {(inputs: Dash_Profile_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error loading profile`)
};

const de_dash_profile_load_error = /** @type {(inputs: Dash_Profile_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler beim Laden des Profils`)
};

const fr_dash_profile_load_error = /** @type {(inputs: Dash_Profile_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur lors du chargement du profil`)
};

const it_dash_profile_load_error = /** @type {(inputs: Dash_Profile_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Errore nel caricamento del profilo`)
};

/**
* | output |
* | --- |
* | "Error loading profile" |
*
* @param {Dash_Profile_Load_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_profile_load_error = /** @type {((inputs?: Dash_Profile_Load_ErrorInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Profile_Load_ErrorInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_profile_load_error(inputs)
	if (locale === "fr") return fr_dash_profile_load_error(inputs)
	if (locale === "it") return it_dash_profile_load_error(inputs)
	return en_dash_profile_load_error(inputs)
});