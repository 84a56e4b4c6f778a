/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ actor: NonNullable<unknown>, passkey: NonNullable<unknown> }} Audit_Entry_Passkey_RemovedInputs */

const en_audit_entry_passkey_removed = /** @type {(inputs: Audit_Entry_Passkey_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} removed ${i?.passkey}`)
};

const de_audit_entry_passkey_removed = /** @type {(inputs: Audit_Entry_Passkey_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} hat ${i?.passkey} entfernt`)
};

const fr_audit_entry_passkey_removed = /** @type {(inputs: Audit_Entry_Passkey_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} a supprimé ${i?.passkey}`)
};

const it_audit_entry_passkey_removed = /** @type {(inputs: Audit_Entry_Passkey_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} ha rimosso ${i?.passkey}`)
};

/**
* | output |
* | --- |
* | "{actor} removed {passkey}" |
*
* @param {Audit_Entry_Passkey_RemovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_passkey_removed = /** @type {((inputs: Audit_Entry_Passkey_RemovedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Entry_Passkey_RemovedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_entry_passkey_removed(inputs)
	if (locale === "fr") return fr_audit_entry_passkey_removed(inputs)
	if (locale === "it") return it_audit_entry_passkey_removed(inputs)
	return en_audit_entry_passkey_removed(inputs)
});