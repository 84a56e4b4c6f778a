/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_A_FileInputs */

const en_audit_a_file = /** @type {(inputs: Audit_A_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a file`)
};

const de_audit_a_file = /** @type {(inputs: Audit_A_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`eine Datei`)
};

const fr_audit_a_file = /** @type {(inputs: Audit_A_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un fichier`)
};

const it_audit_a_file = /** @type {(inputs: Audit_A_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un file`)
};

/**
* | output |
* | --- |
* | "a file" |
*
* @param {Audit_A_FileInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_a_file = /** @type {((inputs?: Audit_A_FileInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_A_FileInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_a_file(inputs)
	if (locale === "fr") return fr_audit_a_file(inputs)
	if (locale === "it") return it_audit_a_file(inputs)
	return en_audit_a_file(inputs)
});