/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_LoadingInputs */

const en_audit_loading = /** @type {(inputs: Audit_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the audit log…`)
};

const de_audit_loading = /** @type {(inputs: Audit_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Protokoll wird geladen…`)
};

const fr_audit_loading = /** @type {(inputs: Audit_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement du journal d’audit…`)
};

const it_audit_loading = /** @type {(inputs: Audit_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caricamento del registro delle attività…`)
};

/**
* | output |
* | --- |
* | "Loading the audit log…" |
*
* @param {Audit_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_loading = /** @type {((inputs?: Audit_LoadingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_LoadingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_loading(inputs)
	if (locale === "fr") return fr_audit_loading(inputs)
	if (locale === "it") return it_audit_loading(inputs)
	return en_audit_loading(inputs)
});