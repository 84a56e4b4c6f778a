/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_NoneInputs */

const en_audit_none = /** @type {(inputs: Audit_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No admin actions yet.`)
};

const de_audit_none = /** @type {(inputs: Audit_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Admin-Aktionen.`)
};

const fr_audit_none = /** @type {(inputs: Audit_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune action d’administration pour l’instant.`)
};

const it_audit_none = /** @type {(inputs: Audit_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessuna azione amministrativa per ora.`)
};

/**
* | output |
* | --- |
* | "No admin actions yet." |
*
* @param {Audit_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_none = /** @type {((inputs?: Audit_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_NoneInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_none(inputs)
	if (locale === "fr") return fr_audit_none(inputs)
	if (locale === "it") return it_audit_none(inputs)
	return en_audit_none(inputs)
});