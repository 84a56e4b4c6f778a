/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Import_Reason_Control_CharactersInputs */

const en_import_reason_control_characters = /** @type {(inputs: Import_Reason_Control_CharactersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must not contain line breaks or control characters`)
};

const de_import_reason_control_characters = /** @type {(inputs: Import_Reason_Control_CharactersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} darf keine Zeilenumbrüche oder Steuerzeichen enthalten`)
};

const fr_import_reason_control_characters = /** @type {(inputs: Import_Reason_Control_CharactersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} : pas de sauts de ligne ni de caractères de contrôle`)
};

const it_import_reason_control_characters = /** @type {(inputs: Import_Reason_Control_CharactersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field}: niente a capo né caratteri di controllo`)
};

/**
* | output |
* | --- |
* | "{field} must not contain line breaks or control characters" |
*
* @param {Import_Reason_Control_CharactersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_reason_control_characters = /** @type {((inputs: Import_Reason_Control_CharactersInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Reason_Control_CharactersInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_reason_control_characters(inputs)
	if (locale === "fr") return fr_import_reason_control_characters(inputs)
	if (locale === "it") return it_import_reason_control_characters(inputs)
	return en_import_reason_control_characters(inputs)
});