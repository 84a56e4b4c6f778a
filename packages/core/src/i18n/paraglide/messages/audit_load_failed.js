/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Load_FailedInputs */

const en_audit_load_failed = /** @type {(inputs: Audit_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The audit log could not be loaded.`)
};

const de_audit_load_failed = /** @type {(inputs: Audit_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Protokoll konnte nicht geladen werden.`)
};

const fr_audit_load_failed = /** @type {(inputs: Audit_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le journal d’audit n’a pas pu être chargé.`)
};

const it_audit_load_failed = /** @type {(inputs: Audit_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non è stato possibile caricare il registro delle attività.`)
};

/**
* | output |
* | --- |
* | "The audit log could not be loaded." |
*
* @param {Audit_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_load_failed = /** @type {((inputs?: Audit_Load_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Load_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_load_failed(inputs)
	if (locale === "fr") return fr_audit_load_failed(inputs)
	if (locale === "it") return it_audit_load_failed(inputs)
	return en_audit_load_failed(inputs)
});