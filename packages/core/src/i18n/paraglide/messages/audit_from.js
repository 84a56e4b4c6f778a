/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_FromInputs */

const en_audit_from = /** @type {(inputs: Audit_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From`)
};

const de_audit_from = /** @type {(inputs: Audit_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Von`)
};

const fr_audit_from = /** @type {(inputs: Audit_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du`)
};

const it_audit_from = /** @type {(inputs: Audit_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dal`)
};

/**
* | output |
* | --- |
* | "From" |
*
* @param {Audit_FromInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_from = /** @type {((inputs?: Audit_FromInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_FromInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_from(inputs)
	if (locale === "fr") return fr_audit_from(inputs)
	if (locale === "it") return it_audit_from(inputs)
	return en_audit_from(inputs)
});