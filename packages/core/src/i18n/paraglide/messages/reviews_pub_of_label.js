/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Reviews_Pub_Of_LabelInputs */

const en_reviews_pub_of_label = /** @type {(inputs: Reviews_Pub_Of_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`of ${i?.label}`)
};

const de_reviews_pub_of_label = /** @type {(inputs: Reviews_Pub_Of_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`von ${i?.label}`)
};

const fr_reviews_pub_of_label = /** @type {(inputs: Reviews_Pub_Of_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`de ${i?.label}`)
};

const it_reviews_pub_of_label = /** @type {(inputs: Reviews_Pub_Of_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`di ${i?.label}`)
};

/**
* | output |
* | --- |
* | "of {label}" |
*
* @param {Reviews_Pub_Of_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_of_label = /** @type {((inputs: Reviews_Pub_Of_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_Of_LabelInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_of_label(inputs)
	if (locale === "fr") return fr_reviews_pub_of_label(inputs)
	if (locale === "it") return it_reviews_pub_of_label(inputs)
	return en_reviews_pub_of_label(inputs)
});