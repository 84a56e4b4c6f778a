/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hospital: NonNullable<unknown> }} Reviews_Admin_Of_ReviewInputs */

const en_reviews_admin_of_review = /** @type {(inputs: Reviews_Admin_Of_ReviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` of the review of ${i?.hospital}`)
};

const de_reviews_admin_of_review = /** @type {(inputs: Reviews_Admin_Of_ReviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` der Bewertung von ${i?.hospital}`)
};

const fr_reviews_admin_of_review = /** @type {(inputs: Reviews_Admin_Of_ReviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` de l’avis sur ${i?.hospital}`)
};

const it_reviews_admin_of_review = /** @type {(inputs: Reviews_Admin_Of_ReviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` della recensione di ${i?.hospital}`)
};

/**
* | output |
* | --- |
* | "of the review of {hospital}" |
*
* @param {Reviews_Admin_Of_ReviewInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_admin_of_review = /** @type {((inputs: Reviews_Admin_Of_ReviewInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Admin_Of_ReviewInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_admin_of_review(inputs)
	if (locale === "fr") return fr_reviews_admin_of_review(inputs)
	if (locale === "it") return it_reviews_admin_of_review(inputs)
	return en_reviews_admin_of_review(inputs)
});