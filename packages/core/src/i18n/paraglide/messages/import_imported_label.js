/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Imported_LabelInputs */

const en_import_imported_label = /** @type {(inputs: Import_Imported_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imported e-mail addresses`)
};

const de_import_imported_label = /** @type {(inputs: Import_Imported_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importierte E-Mail-Adressen`)
};

const fr_import_imported_label = /** @type {(inputs: Import_Imported_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresses e-mail importées`)
};

const it_import_imported_label = /** @type {(inputs: Import_Imported_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indirizzi e-mail importati`)
};

/**
* | output |
* | --- |
* | "Imported e-mail addresses" |
*
* @param {Import_Imported_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_imported_label = /** @type {((inputs?: Import_Imported_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Imported_LabelInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_imported_label(inputs)
	if (locale === "fr") return fr_import_imported_label(inputs)
	if (locale === "it") return it_import_imported_label(inputs)
	return en_import_imported_label(inputs)
});