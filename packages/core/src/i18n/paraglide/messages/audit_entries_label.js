/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Entries_LabelInputs */

const en_audit_entries_label = /** @type {(inputs: Audit_Entries_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Audit log entries`)
};

const de_audit_entries_label = /** @type {(inputs: Audit_Entries_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Protokolleinträge`)
};

const fr_audit_entries_label = /** @type {(inputs: Audit_Entries_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrées du journal d’audit`)
};

const it_audit_entries_label = /** @type {(inputs: Audit_Entries_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voci del registro delle attività`)
};

/**
* | output |
* | --- |
* | "Audit log entries" |
*
* @param {Audit_Entries_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entries_label = /** @type {((inputs?: Audit_Entries_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Entries_LabelInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_entries_label(inputs)
	if (locale === "fr") return fr_audit_entries_label(inputs)
	if (locale === "it") return it_audit_entries_label(inputs)
	return en_audit_entries_label(inputs)
});