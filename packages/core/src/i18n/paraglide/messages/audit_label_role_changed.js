/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Label_Role_ChangedInputs */

const en_audit_label_role_changed = /** @type {(inputs: Audit_Label_Role_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Role changed`)
};

const de_audit_label_role_changed = /** @type {(inputs: Audit_Label_Role_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rolle geändert`)
};

const fr_audit_label_role_changed = /** @type {(inputs: Audit_Label_Role_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rôle modifié`)
};

const it_audit_label_role_changed = /** @type {(inputs: Audit_Label_Role_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ruolo modificato`)
};

/**
* | output |
* | --- |
* | "Role changed" |
*
* @param {Audit_Label_Role_ChangedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_role_changed = /** @type {((inputs?: Audit_Label_Role_ChangedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Label_Role_ChangedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_label_role_changed(inputs)
	if (locale === "fr") return fr_audit_label_role_changed(inputs)
	if (locale === "it") return it_audit_label_role_changed(inputs)
	return en_audit_label_role_changed(inputs)
});