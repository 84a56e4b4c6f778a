/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Save_CodesInputs */

const en_twofa_save_codes = /** @type {(inputs: Twofa_Save_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save your recovery codes now: they are shown only this once.`)
};

const de_twofa_save_codes = /** @type {(inputs: Twofa_Save_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Speichern Sie Ihre Wiederherstellungscodes jetzt: Sie werden nur dieses eine Mal angezeigt.`)
};

const fr_twofa_save_codes = /** @type {(inputs: Twofa_Save_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrez vos codes de récupération maintenant : ils ne sont affichés que cette fois.`)
};

const it_twofa_save_codes = /** @type {(inputs: Twofa_Save_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salvi ora i Suoi codici di recupero: vengono mostrati solo questa volta.`)
};

/**
* | output |
* | --- |
* | "Save your recovery codes now: they are shown only this once." |
*
* @param {Twofa_Save_CodesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_save_codes = /** @type {((inputs?: Twofa_Save_CodesInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Save_CodesInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_twofa_save_codes(inputs)
	if (locale === "fr") return fr_twofa_save_codes(inputs)
	if (locale === "it") return it_twofa_save_codes(inputs)
	return en_twofa_save_codes(inputs)
});