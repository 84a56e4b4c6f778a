/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Detail_Year_Of_CompletionInputs */

const en_admin_detail_year_of_completion = /** @type {(inputs: Admin_Detail_Year_Of_CompletionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Year of completion`)
};

const de_admin_detail_year_of_completion = /** @type {(inputs: Admin_Detail_Year_Of_CompletionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abschlussjahr`)
};

const fr_admin_detail_year_of_completion = /** @type {(inputs: Admin_Detail_Year_Of_CompletionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Année de fin d’études`)
};

const it_admin_detail_year_of_completion = /** @type {(inputs: Admin_Detail_Year_Of_CompletionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anno di conclusione`)
};

/**
* | output |
* | --- |
* | "Year of completion" |
*
* @param {Admin_Detail_Year_Of_CompletionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_detail_year_of_completion = /** @type {((inputs?: Admin_Detail_Year_Of_CompletionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Detail_Year_Of_CompletionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_detail_year_of_completion(inputs)
	if (locale === "fr") return fr_admin_detail_year_of_completion(inputs)
	if (locale === "it") return it_admin_detail_year_of_completion(inputs)
	return en_admin_detail_year_of_completion(inputs)
});