/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hospital: NonNullable<unknown> }} Reviews_Admin_Delete_TextInputs */

const en_reviews_admin_delete_text = /** @type {(inputs: Reviews_Admin_Delete_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The review of ${i?.hospital} disappears from the board for everyone. This cannot be undone.`)
};

const de_reviews_admin_delete_text = /** @type {(inputs: Reviews_Admin_Delete_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Bewertung von ${i?.hospital} verschwindet für alle aus der Übersicht. Dies kann nicht rückgängig gemacht werden.`)
};

const fr_reviews_admin_delete_text = /** @type {(inputs: Reviews_Admin_Delete_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’avis sur ${i?.hospital} disparaît du tableau pour tout le monde. Cette action est irréversible.`)
};

const it_reviews_admin_delete_text = /** @type {(inputs: Reviews_Admin_Delete_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La recensione di ${i?.hospital} scompare dalla bacheca per tutti. Questa operazione non può essere annullata.`)
};

/**
* | output |
* | --- |
* | "The review of {hospital} disappears from the board for everyone. This cannot be undone." |
*
* @param {Reviews_Admin_Delete_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_admin_delete_text = /** @type {((inputs: Reviews_Admin_Delete_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Admin_Delete_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_admin_delete_text(inputs)
	if (locale === "fr") return fr_reviews_admin_delete_text(inputs)
	if (locale === "it") return it_reviews_admin_delete_text(inputs)
	return en_reviews_admin_delete_text(inputs)
});