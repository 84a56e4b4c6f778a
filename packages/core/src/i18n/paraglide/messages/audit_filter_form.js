/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Filter_FormInputs */

const en_audit_filter_form = /** @type {(inputs: Audit_Filter_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter the audit log`)
};

const de_audit_filter_form = /** @type {(inputs: Audit_Filter_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Protokoll filtern`)
};

const fr_audit_filter_form = /** @type {(inputs: Audit_Filter_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrer le journal d’audit`)
};

const it_audit_filter_form = /** @type {(inputs: Audit_Filter_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrare il registro delle attività`)
};

/**
* | output |
* | --- |
* | "Filter the audit log" |
*
* @param {Audit_Filter_FormInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_filter_form = /** @type {((inputs?: Audit_Filter_FormInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Filter_FormInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_filter_form(inputs)
	if (locale === "fr") return fr_audit_filter_form(inputs)
	if (locale === "it") return it_audit_filter_form(inputs)
	return en_audit_filter_form(inputs)
});