/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ actor: NonNullable<unknown> }} Audit_Entry_Review_Deleted_UnnamedInputs */

const en_audit_entry_review_deleted_unnamed = /** @type {(inputs: Audit_Entry_Review_Deleted_UnnamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} deleted a review`)
};

const de_audit_entry_review_deleted_unnamed = /** @type {(inputs: Audit_Entry_Review_Deleted_UnnamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} hat eine Bewertung gelöscht`)
};

const fr_audit_entry_review_deleted_unnamed = /** @type {(inputs: Audit_Entry_Review_Deleted_UnnamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} a supprimé un avis`)
};

const it_audit_entry_review_deleted_unnamed = /** @type {(inputs: Audit_Entry_Review_Deleted_UnnamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} ha eliminato una recensione`)
};

/**
* | output |
* | --- |
* | "{actor} deleted a review" |
*
* @param {Audit_Entry_Review_Deleted_UnnamedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_review_deleted_unnamed = /** @type {((inputs: Audit_Entry_Review_Deleted_UnnamedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Entry_Review_Deleted_UnnamedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_entry_review_deleted_unnamed(inputs)
	if (locale === "fr") return fr_audit_entry_review_deleted_unnamed(inputs)
	if (locale === "it") return it_audit_entry_review_deleted_unnamed(inputs)
	return en_audit_entry_review_deleted_unnamed(inputs)
});