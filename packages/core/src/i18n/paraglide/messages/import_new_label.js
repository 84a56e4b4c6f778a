/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_New_LabelInputs */

const en_import_new_label = /** @type {(inputs: Import_New_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New members' e-mail addresses`)
};

const de_import_new_label = /** @type {(inputs: Import_New_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Adressen der neuen Mitglieder`)
};

const fr_import_new_label = /** @type {(inputs: Import_New_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresses e-mail des nouveaux membres`)
};

const it_import_new_label = /** @type {(inputs: Import_New_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indirizzi e-mail dei nuovi membri`)
};

/**
* | output |
* | --- |
* | "New members' e-mail addresses" |
*
* @param {Import_New_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_new_label = /** @type {((inputs?: Import_New_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_New_LabelInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_new_label(inputs)
	if (locale === "fr") return fr_import_new_label(inputs)
	if (locale === "it") return it_import_new_label(inputs)
	return en_import_new_label(inputs)
});