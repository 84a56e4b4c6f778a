/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ actor: NonNullable<unknown> }} Audit_Entry_Data_ExportedInputs */

const en_audit_entry_data_exported = /** @type {(inputs: Audit_Entry_Data_ExportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} downloaded their personal data`)
};

const de_audit_entry_data_exported = /** @type {(inputs: Audit_Entry_Data_ExportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} hat die eigenen Personendaten heruntergeladen`)
};

const fr_audit_entry_data_exported = /** @type {(inputs: Audit_Entry_Data_ExportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} a téléchargé ses données personnelles`)
};

const it_audit_entry_data_exported = /** @type {(inputs: Audit_Entry_Data_ExportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} ha scaricato i propri dati personali`)
};

/**
* | output |
* | --- |
* | "{actor} downloaded their personal data" |
*
* @param {Audit_Entry_Data_ExportedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_data_exported = /** @type {((inputs: Audit_Entry_Data_ExportedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Entry_Data_ExportedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_entry_data_exported(inputs)
	if (locale === "fr") return fr_audit_entry_data_exported(inputs)
	if (locale === "it") return it_audit_entry_data_exported(inputs)
	return en_audit_entry_data_exported(inputs)
});