/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_Try_AgainInputs */

const en_reviews_pub_try_again = /** @type {(inputs: Reviews_Pub_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try Again`)
};

const de_reviews_pub_try_again = /** @type {(inputs: Reviews_Pub_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erneut versuchen`)
};

const fr_reviews_pub_try_again = /** @type {(inputs: Reviews_Pub_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réessayer`)
};

const it_reviews_pub_try_again = /** @type {(inputs: Reviews_Pub_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Riprovare`)
};

/**
* | output |
* | --- |
* | "Try Again" |
*
* @param {Reviews_Pub_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_try_again = /** @type {((inputs?: Reviews_Pub_Try_AgainInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_Try_AgainInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_try_again(inputs)
	if (locale === "fr") return fr_reviews_pub_try_again(inputs)
	if (locale === "it") return it_reviews_pub_try_again(inputs)
	return en_reviews_pub_try_again(inputs)
});