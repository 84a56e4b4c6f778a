/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Label_Year_Of_CompletionInputs */

const en_membership_label_year_of_completion = /** @type {(inputs: Membership_Label_Year_Of_CompletionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Year of Completion`)
};

const de_membership_label_year_of_completion = /** @type {(inputs: Membership_Label_Year_Of_CompletionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abschlussjahr`)
};

const fr_membership_label_year_of_completion = /** @type {(inputs: Membership_Label_Year_Of_CompletionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Année de fin d’études`)
};

const it_membership_label_year_of_completion = /** @type {(inputs: Membership_Label_Year_Of_CompletionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anno di conclusione`)
};

/**
* | output |
* | --- |
* | "Year of Completion" |
*
* @param {Membership_Label_Year_Of_CompletionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_label_year_of_completion = /** @type {((inputs?: Membership_Label_Year_Of_CompletionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Label_Year_Of_CompletionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_label_year_of_completion(inputs)
	if (locale === "fr") return fr_membership_label_year_of_completion(inputs)
	if (locale === "it") return it_membership_label_year_of_completion(inputs)
	return en_membership_label_year_of_completion(inputs)
});