/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_DeletedInputs */

const en_reviews_pub_deleted = /** @type {(inputs: Reviews_Pub_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review deleted`)
};

const de_reviews_pub_deleted = /** @type {(inputs: Reviews_Pub_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertung gelöscht`)
};

const fr_reviews_pub_deleted = /** @type {(inputs: Reviews_Pub_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avis supprimé`)
};

const it_reviews_pub_deleted = /** @type {(inputs: Reviews_Pub_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recensione cancellata`)
};

/**
* | output |
* | --- |
* | "Review deleted" |
*
* @param {Reviews_Pub_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_deleted = /** @type {((inputs?: Reviews_Pub_DeletedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_DeletedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_deleted(inputs)
	if (locale === "fr") return fr_reviews_pub_deleted(inputs)
	if (locale === "it") return it_reviews_pub_deleted(inputs)
	return en_reviews_pub_deleted(inputs)
});