/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shownCount: NonNullable<unknown> }} Reviews_CountInputs */

const en_reviews_count = /** @type {(inputs: Reviews_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shownCount} review`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} reviews`)
	
};

const de_reviews_count = /** @type {(inputs: Reviews_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shownCount} Bewertung`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} Bewertungen`)
	
};

const fr_reviews_count = /** @type {(inputs: Reviews_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shownCount} évaluation`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} évaluations`)
	
};

const it_reviews_count = /** @type {(inputs: Reviews_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shownCount} recensione`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} recensioni`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shownCount} review" |
* | * | "{shownCount} reviews" |
*
* @param {Reviews_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_count = /** @type {((inputs: Reviews_CountInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_CountInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_count(inputs)
	if (locale === "fr") return fr_reviews_count(inputs)
	if (locale === "it") return it_reviews_count(inputs)
	return en_reviews_count(inputs)
});