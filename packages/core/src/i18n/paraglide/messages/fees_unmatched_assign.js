/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Unmatched_AssignInputs */

const en_fees_unmatched_assign = /** @type {(inputs: Fees_Unmatched_AssignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assign`)
};

const de_fees_unmatched_assign = /** @type {(inputs: Fees_Unmatched_AssignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zuordnen`)
};

const fr_fees_unmatched_assign = /** @type {(inputs: Fees_Unmatched_AssignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attribuer`)
};

const it_fees_unmatched_assign = /** @type {(inputs: Fees_Unmatched_AssignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assegnare`)
};

/**
* | output |
* | --- |
* | "Assign" |
*
* @param {Fees_Unmatched_AssignInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_assign = /** @type {((inputs?: Fees_Unmatched_AssignInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Unmatched_AssignInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_unmatched_assign(inputs)
	if (locale === "fr") return fr_fees_unmatched_assign(inputs)
	if (locale === "it") return it_fees_unmatched_assign(inputs)
	return en_fees_unmatched_assign(inputs)
});