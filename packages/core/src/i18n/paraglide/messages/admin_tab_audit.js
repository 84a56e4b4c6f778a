/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tab_AuditInputs */

const en_admin_tab_audit = /** @type {(inputs: Admin_Tab_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Audit Log`)
};

const de_admin_tab_audit = /** @type {(inputs: Admin_Tab_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Protokoll`)
};

const fr_admin_tab_audit = /** @type {(inputs: Admin_Tab_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Journal d’audit`)
};

const it_admin_tab_audit = /** @type {(inputs: Admin_Tab_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registro delle attività`)
};

/**
* | output |
* | --- |
* | "Audit Log" |
*
* @param {Admin_Tab_AuditInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_tab_audit = /** @type {((inputs?: Admin_Tab_AuditInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tab_AuditInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_tab_audit(inputs)
	if (locale === "fr") return fr_admin_tab_audit(inputs)
	if (locale === "it") return it_admin_tab_audit(inputs)
	return en_admin_tab_audit(inputs)
});