/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Valid_Name_RequiredInputs */

const en_valid_name_required = /** @type {(inputs: Valid_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First name and last name are required`)
};

const de_valid_name_required = /** @type {(inputs: Valid_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorname und Nachname sind erforderlich`)
};

const fr_valid_name_required = /** @type {(inputs: Valid_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le prénom et le nom sont obligatoires`)
};

const it_valid_name_required = /** @type {(inputs: Valid_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome e cognome sono obbligatori`)
};

/**
* | output |
* | --- |
* | "First name and last name are required" |
*
* @param {Valid_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_name_required = /** @type {((inputs?: Valid_Name_RequiredInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Valid_Name_RequiredInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_valid_name_required(inputs)
	if (locale === "fr") return fr_valid_name_required(inputs)
	if (locale === "it") return it_valid_name_required(inputs)
	return en_valid_name_required(inputs)
});