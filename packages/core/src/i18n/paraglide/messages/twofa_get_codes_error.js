/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Get_Codes_ErrorInputs */

const en_twofa_get_codes_error = /** @type {(inputs: Twofa_Get_Codes_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error getting new recovery codes`)
};

const de_twofa_get_codes_error = /** @type {(inputs: Twofa_Get_Codes_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler beim Erstellen neuer Wiederherstellungscodes`)
};

const fr_twofa_get_codes_error = /** @type {(inputs: Twofa_Get_Codes_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur lors de l’obtention de nouveaux codes de récupération`)
};

const it_twofa_get_codes_error = /** @type {(inputs: Twofa_Get_Codes_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Errore durante la creazione di nuovi codici di recupero`)
};

/**
* | output |
* | --- |
* | "Error getting new recovery codes" |
*
* @param {Twofa_Get_Codes_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_get_codes_error = /** @type {((inputs?: Twofa_Get_Codes_ErrorInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Get_Codes_ErrorInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_twofa_get_codes_error(inputs)
	if (locale === "fr") return fr_twofa_get_codes_error(inputs)
	if (locale === "it") return it_twofa_get_codes_error(inputs)
	return en_twofa_get_codes_error(inputs)
});