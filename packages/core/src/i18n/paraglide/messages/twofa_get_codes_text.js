/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Get_Codes_TextInputs */

const en_twofa_get_codes_text = /** @type {(inputs: Twofa_Get_Codes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your current recovery codes stop working once you have the new ones.`)
};

const de_twofa_get_codes_text = /** @type {(inputs: Twofa_Get_Codes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre bisherigen Wiederherstellungscodes funktionieren nicht mehr, sobald Sie die neuen haben.`)
};

const fr_twofa_get_codes_text = /** @type {(inputs: Twofa_Get_Codes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos codes de récupération actuels cessent de fonctionner dès que vous avez les nouveaux.`)
};

const it_twofa_get_codes_text = /** @type {(inputs: Twofa_Get_Codes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I Suoi codici di recupero attuali smettono di funzionare non appena ha quelli nuovi.`)
};

/**
* | output |
* | --- |
* | "Your current recovery codes stop working once you have the new ones." |
*
* @param {Twofa_Get_Codes_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_get_codes_text = /** @type {((inputs?: Twofa_Get_Codes_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Get_Codes_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_twofa_get_codes_text(inputs)
	if (locale === "fr") return fr_twofa_get_codes_text(inputs)
	if (locale === "it") return it_twofa_get_codes_text(inputs)
	return en_twofa_get_codes_text(inputs)
});