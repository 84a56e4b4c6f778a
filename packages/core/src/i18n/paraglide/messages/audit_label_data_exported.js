/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Label_Data_ExportedInputs */

const en_audit_label_data_exported = /** @type {(inputs: Audit_Label_Data_ExportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data downloaded`)
};

const de_audit_label_data_exported = /** @type {(inputs: Audit_Label_Data_ExportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Daten heruntergeladen`)
};

const fr_audit_label_data_exported = /** @type {(inputs: Audit_Label_Data_ExportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Données téléchargées`)
};

const it_audit_label_data_exported = /** @type {(inputs: Audit_Label_Data_ExportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dati scaricati`)
};

/**
* | output |
* | --- |
* | "Data downloaded" |
*
* @param {Audit_Label_Data_ExportedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_data_exported = /** @type {((inputs?: Audit_Label_Data_ExportedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Label_Data_ExportedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_label_data_exported(inputs)
	if (locale === "fr") return fr_audit_label_data_exported(inputs)
	if (locale === "it") return it_audit_label_data_exported(inputs)
	return en_audit_label_data_exported(inputs)
});