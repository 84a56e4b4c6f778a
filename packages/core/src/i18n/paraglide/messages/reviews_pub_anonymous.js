/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_AnonymousInputs */

const en_reviews_pub_anonymous = /** @type {(inputs: Reviews_Pub_AnonymousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reviews are anonymous: do not name yourself or others.`)
};

const de_reviews_pub_anonymous = /** @type {(inputs: Reviews_Pub_AnonymousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertungen sind anonym: Nennen Sie weder sich selbst noch andere.`)
};

const fr_reviews_pub_anonymous = /** @type {(inputs: Reviews_Pub_AnonymousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les avis sont anonymes : ne vous nommez pas et ne nommez personne.`)
};

const it_reviews_pub_anonymous = /** @type {(inputs: Reviews_Pub_AnonymousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le recensioni sono anonime: non nomini né sé stesso né altri.`)
};

/**
* | output |
* | --- |
* | "Reviews are anonymous: do not name yourself or others." |
*
* @param {Reviews_Pub_AnonymousInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_anonymous = /** @type {((inputs?: Reviews_Pub_AnonymousInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_AnonymousInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_anonymous(inputs)
	if (locale === "fr") return fr_reviews_pub_anonymous(inputs)
	if (locale === "it") return it_reviews_pub_anonymous(inputs)
	return en_reviews_pub_anonymous(inputs)
});