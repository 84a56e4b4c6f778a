/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_Load_MoreInputs */

const en_reviews_pub_load_more = /** @type {(inputs: Reviews_Pub_Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Load more`)
};

const de_reviews_pub_load_more = /** @type {(inputs: Reviews_Pub_Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mehr laden`)
};

const fr_reviews_pub_load_more = /** @type {(inputs: Reviews_Pub_Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charger plus`)
};

const it_reviews_pub_load_more = /** @type {(inputs: Reviews_Pub_Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caricare altre`)
};

/**
* | output |
* | --- |
* | "Load more" |
*
* @param {Reviews_Pub_Load_MoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_load_more = /** @type {((inputs?: Reviews_Pub_Load_MoreInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_Load_MoreInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_load_more(inputs)
	if (locale === "fr") return fr_reviews_pub_load_more(inputs)
	if (locale === "it") return it_reviews_pub_load_more(inputs)
	return en_reviews_pub_load_more(inputs)
});