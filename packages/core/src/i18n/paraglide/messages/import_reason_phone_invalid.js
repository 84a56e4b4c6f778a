/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Reason_Phone_InvalidInputs */

const en_import_reason_phone_invalid = /** @type {(inputs: Import_Reason_Phone_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid phone number`)
};

const de_import_reason_phone_invalid = /** @type {(inputs: Import_Reason_Phone_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültige Telefonnummer`)
};

const fr_import_reason_phone_invalid = /** @type {(inputs: Import_Reason_Phone_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro de téléphone invalide`)
};

const it_import_reason_phone_invalid = /** @type {(inputs: Import_Reason_Phone_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numero di telefono non valido`)
};

/**
* | output |
* | --- |
* | "Please enter a valid phone number" |
*
* @param {Import_Reason_Phone_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_reason_phone_invalid = /** @type {((inputs?: Import_Reason_Phone_InvalidInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Reason_Phone_InvalidInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_reason_phone_invalid(inputs)
	if (locale === "fr") return fr_import_reason_phone_invalid(inputs)
	if (locale === "it") return it_import_reason_phone_invalid(inputs)
	return en_import_reason_phone_invalid(inputs)
});