/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Label_Passkey_AddedInputs */

const en_audit_label_passkey_added = /** @type {(inputs: Audit_Label_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey added`)
};

const de_audit_label_passkey_added = /** @type {(inputs: Audit_Label_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey hinzugefügt`)
};

const fr_audit_label_passkey_added = /** @type {(inputs: Audit_Label_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clé d’accès ajoutée`)
};

const it_audit_label_passkey_added = /** @type {(inputs: Audit_Label_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey aggiunta`)
};

/**
* | output |
* | --- |
* | "Passkey added" |
*
* @param {Audit_Label_Passkey_AddedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_passkey_added = /** @type {((inputs?: Audit_Label_Passkey_AddedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Label_Passkey_AddedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_label_passkey_added(inputs)
	if (locale === "fr") return fr_audit_label_passkey_added(inputs)
	if (locale === "it") return it_audit_label_passkey_added(inputs)
	return en_audit_label_passkey_added(inputs)
});