/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ query: NonNullable<unknown> }} Reviews_Admin_MatchingInputs */

const en_reviews_admin_matching = /** @type {(inputs: Reviews_Admin_MatchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` matching “${i?.query}”`)
};

const de_reviews_admin_matching = /** @type {(inputs: Reviews_Admin_MatchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` passend zu «${i?.query}»`)
};

const fr_reviews_admin_matching = /** @type {(inputs: Reviews_Admin_MatchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` correspondant à « ${i?.query} »`)
};

const it_reviews_admin_matching = /** @type {(inputs: Reviews_Admin_MatchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` corrispondenti a «${i?.query}»`)
};

/**
* | output |
* | --- |
* | "matching “{query}”" |
*
* @param {Reviews_Admin_MatchingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_admin_matching = /** @type {((inputs: Reviews_Admin_MatchingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Admin_MatchingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_admin_matching(inputs)
	if (locale === "fr") return fr_reviews_admin_matching(inputs)
	if (locale === "it") return it_reviews_admin_matching(inputs)
	return en_reviews_admin_matching(inputs)
});