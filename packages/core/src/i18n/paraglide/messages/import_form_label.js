/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Form_LabelInputs */

const en_import_form_label = /** @type {(inputs: Import_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bulk import`)
};

const de_import_form_label = /** @type {(inputs: Import_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Massenimport`)
};

const fr_import_form_label = /** @type {(inputs: Import_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import groupé`)
};

const it_import_form_label = /** @type {(inputs: Import_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importazione in blocco`)
};

/**
* | output |
* | --- |
* | "Bulk import" |
*
* @param {Import_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_form_label = /** @type {((inputs?: Import_Form_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Form_LabelInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_form_label(inputs)
	if (locale === "fr") return fr_import_form_label(inputs)
	if (locale === "it") return it_import_form_label(inputs)
	return en_import_form_label(inputs)
});