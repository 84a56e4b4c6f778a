/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hospital: NonNullable<unknown> }} Reviews_Admin_The_ReviewInputs */

const en_reviews_admin_the_review = /** @type {(inputs: Reviews_Admin_The_ReviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` the review of ${i?.hospital}`)
};

const de_reviews_admin_the_review = /** @type {(inputs: Reviews_Admin_The_ReviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` die Bewertung von ${i?.hospital}`)
};

const fr_reviews_admin_the_review = /** @type {(inputs: Reviews_Admin_The_ReviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` l’avis sur ${i?.hospital}`)
};

const it_reviews_admin_the_review = /** @type {(inputs: Reviews_Admin_The_ReviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` la recensione di ${i?.hospital}`)
};

/**
* | output |
* | --- |
* | "the review of {hospital}" |
*
* @param {Reviews_Admin_The_ReviewInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_admin_the_review = /** @type {((inputs: Reviews_Admin_The_ReviewInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Admin_The_ReviewInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_admin_the_review(inputs)
	if (locale === "fr") return fr_reviews_admin_the_review(inputs)
	if (locale === "it") return it_reviews_admin_the_review(inputs)
	return en_reviews_admin_the_review(inputs)
});