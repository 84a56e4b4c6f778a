/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Feature_PagesInputs */

const en_dash_feature_pages = /** @type {(inputs: Dash_Feature_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exclusive member pages`)
};

const de_dash_feature_pages = /** @type {(inputs: Dash_Feature_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exklusive Mitgliederseiten`)
};

const fr_dash_feature_pages = /** @type {(inputs: Dash_Feature_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages réservées aux membres`)
};

const it_dash_feature_pages = /** @type {(inputs: Dash_Feature_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagine riservate ai membri`)
};

/**
* | output |
* | --- |
* | "Exclusive member pages" |
*
* @param {Dash_Feature_PagesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_feature_pages = /** @type {((inputs?: Dash_Feature_PagesInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Feature_PagesInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_feature_pages(inputs)
	if (locale === "fr") return fr_dash_feature_pages(inputs)
	if (locale === "it") return it_dash_feature_pages(inputs)
	return en_dash_feature_pages(inputs)
});