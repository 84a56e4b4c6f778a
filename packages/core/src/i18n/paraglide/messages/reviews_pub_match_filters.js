/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shownCount: NonNullable<unknown> }} Reviews_Pub_Match_FiltersInputs */

const en_reviews_pub_match_filters = /** @type {(inputs: Reviews_Pub_Match_FiltersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shownCount} matches your filters`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} match your filters`)
	
};

const de_reviews_pub_match_filters = /** @type {(inputs: Reviews_Pub_Match_FiltersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shownCount} passt zu Ihren Filtern`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} passen zu Ihren Filtern`)
	
};

const fr_reviews_pub_match_filters = /** @type {(inputs: Reviews_Pub_Match_FiltersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shownCount} correspond à vos filtres`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} correspondent à vos filtres`)
	
};

const it_reviews_pub_match_filters = /** @type {(inputs: Reviews_Pub_Match_FiltersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shownCount} corrisponde ai Suoi filtri`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} corrispondono ai Suoi filtri`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shownCount} matches your filters" |
* | * | "{shownCount} match your filters" |
*
* @param {Reviews_Pub_Match_FiltersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_match_filters = /** @type {((inputs: Reviews_Pub_Match_FiltersInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_Match_FiltersInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_match_filters(inputs)
	if (locale === "fr") return fr_reviews_pub_match_filters(inputs)
	if (locale === "it") return it_reviews_pub_match_filters(inputs)
	return en_reviews_pub_match_filters(inputs)
});