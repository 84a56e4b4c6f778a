/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_Delete_FailedInputs */

const en_reviews_pub_delete_failed = /** @type {(inputs: Reviews_Pub_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error deleting review`)
};

const de_reviews_pub_delete_failed = /** @type {(inputs: Reviews_Pub_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler beim Löschen der Bewertung`)
};

const fr_reviews_pub_delete_failed = /** @type {(inputs: Reviews_Pub_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur lors de la suppression de l’avis`)
};

const it_reviews_pub_delete_failed = /** @type {(inputs: Reviews_Pub_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Errore durante la cancellazione della recensione`)
};

/**
* | output |
* | --- |
* | "Error deleting review" |
*
* @param {Reviews_Pub_Delete_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_delete_failed = /** @type {((inputs?: Reviews_Pub_Delete_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_Delete_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_delete_failed(inputs)
	if (locale === "fr") return fr_reviews_pub_delete_failed(inputs)
	if (locale === "it") return it_reviews_pub_delete_failed(inputs)
	return en_reviews_pub_delete_failed(inputs)
});