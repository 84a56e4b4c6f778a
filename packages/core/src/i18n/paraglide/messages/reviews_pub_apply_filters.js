/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_Apply_FiltersInputs */

const en_reviews_pub_apply_filters = /** @type {(inputs: Reviews_Pub_Apply_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply filters`)
};

const de_reviews_pub_apply_filters = /** @type {(inputs: Reviews_Pub_Apply_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter anwenden`)
};

const fr_reviews_pub_apply_filters = /** @type {(inputs: Reviews_Pub_Apply_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appliquer les filtres`)
};

const it_reviews_pub_apply_filters = /** @type {(inputs: Reviews_Pub_Apply_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applicare i filtri`)
};

/**
* | output |
* | --- |
* | "Apply filters" |
*
* @param {Reviews_Pub_Apply_FiltersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_apply_filters = /** @type {((inputs?: Reviews_Pub_Apply_FiltersInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_Apply_FiltersInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_apply_filters(inputs)
	if (locale === "fr") return fr_reviews_pub_apply_filters(inputs)
	if (locale === "it") return it_reviews_pub_apply_filters(inputs)
	return en_reviews_pub_apply_filters(inputs)
});