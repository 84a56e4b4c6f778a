/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Audit_The_FileInputs */

const en_audit_the_file = /** @type {(inputs: Audit_The_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the file “${i?.name}”`)
};

const de_audit_the_file = /** @type {(inputs: Audit_The_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`die Datei «${i?.name}»`)
};

const fr_audit_the_file = /** @type {(inputs: Audit_The_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`le fichier « ${i?.name} »`)
};

const it_audit_the_file = /** @type {(inputs: Audit_The_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`il file «${i?.name}»`)
};

/**
* | output |
* | --- |
* | "the file “{name}”" |
*
* @param {Audit_The_FileInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_the_file = /** @type {((inputs: Audit_The_FileInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_The_FileInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_the_file(inputs)
	if (locale === "fr") return fr_audit_the_file(inputs)
	if (locale === "it") return it_audit_the_file(inputs)
	return en_audit_the_file(inputs)
});