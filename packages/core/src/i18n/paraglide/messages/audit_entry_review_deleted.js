/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ actor: NonNullable<unknown>, hospital: NonNullable<unknown> }} Audit_Entry_Review_DeletedInputs */

const en_audit_entry_review_deleted = /** @type {(inputs: Audit_Entry_Review_DeletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} deleted a review of ${i?.hospital}`)
};

const de_audit_entry_review_deleted = /** @type {(inputs: Audit_Entry_Review_DeletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} hat eine Bewertung von ${i?.hospital} gelöscht`)
};

const fr_audit_entry_review_deleted = /** @type {(inputs: Audit_Entry_Review_DeletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} a supprimé un avis sur ${i?.hospital}`)
};

const it_audit_entry_review_deleted = /** @type {(inputs: Audit_Entry_Review_DeletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} ha eliminato una recensione di ${i?.hospital}`)
};

/**
* | output |
* | --- |
* | "{actor} deleted a review of {hospital}" |
*
* @param {Audit_Entry_Review_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_review_deleted = /** @type {((inputs: Audit_Entry_Review_DeletedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Entry_Review_DeletedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_entry_review_deleted(inputs)
	if (locale === "fr") return fr_audit_entry_review_deleted(inputs)
	if (locale === "it") return it_audit_entry_review_deleted(inputs)
	return en_audit_entry_review_deleted(inputs)
});