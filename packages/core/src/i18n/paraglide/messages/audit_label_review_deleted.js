/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Label_Review_DeletedInputs */

const en_audit_label_review_deleted = /** @type {(inputs: Audit_Label_Review_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review deleted`)
};

const de_audit_label_review_deleted = /** @type {(inputs: Audit_Label_Review_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertung gelöscht`)
};

const fr_audit_label_review_deleted = /** @type {(inputs: Audit_Label_Review_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avis supprimé`)
};

const it_audit_label_review_deleted = /** @type {(inputs: Audit_Label_Review_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recensione eliminata`)
};

/**
* | output |
* | --- |
* | "Review deleted" |
*
* @param {Audit_Label_Review_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_review_deleted = /** @type {((inputs?: Audit_Label_Review_DeletedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Label_Review_DeletedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_label_review_deleted(inputs)
	if (locale === "fr") return fr_audit_label_review_deleted(inputs)
	if (locale === "it") return it_audit_label_review_deleted(inputs)
	return en_audit_label_review_deleted(inputs)
});