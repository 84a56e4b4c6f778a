/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mailing_Error_TitleInputs */

const en_mailing_error_title = /** @type {(inputs: Mailing_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

const de_mailing_error_title = /** @type {(inputs: Mailing_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler`)
};

const fr_mailing_error_title = /** @type {(inputs: Mailing_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur`)
};

const it_mailing_error_title = /** @type {(inputs: Mailing_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Errore`)
};

/**
* | output |
* | --- |
* | "Error" |
*
* @param {Mailing_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mailing_error_title = /** @type {((inputs?: Mailing_Error_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailing_Error_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mailing_error_title(inputs)
	if (locale === "fr") return fr_mailing_error_title(inputs)
	if (locale === "it") return it_mailing_error_title(inputs)
	return en_mailing_error_title(inputs)
});