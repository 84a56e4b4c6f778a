/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ actor: NonNullable<unknown>, passkey: NonNullable<unknown> }} Audit_Entry_Passkey_AddedInputs */

const en_audit_entry_passkey_added = /** @type {(inputs: Audit_Entry_Passkey_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} added ${i?.passkey}`)
};

const de_audit_entry_passkey_added = /** @type {(inputs: Audit_Entry_Passkey_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} hat ${i?.passkey} hinzugefügt`)
};

const fr_audit_entry_passkey_added = /** @type {(inputs: Audit_Entry_Passkey_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} a ajouté ${i?.passkey}`)
};

const it_audit_entry_passkey_added = /** @type {(inputs: Audit_Entry_Passkey_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} ha aggiunto ${i?.passkey}`)
};

/**
* | output |
* | --- |
* | "{actor} added {passkey}" |
*
* @param {Audit_Entry_Passkey_AddedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_passkey_added = /** @type {((inputs: Audit_Entry_Passkey_AddedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Entry_Passkey_AddedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_entry_passkey_added(inputs)
	if (locale === "fr") return fr_audit_entry_passkey_added(inputs)
	if (locale === "it") return it_audit_entry_passkey_added(inputs)
	return en_audit_entry_passkey_added(inputs)
});