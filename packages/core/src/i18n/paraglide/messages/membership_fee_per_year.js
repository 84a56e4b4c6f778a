/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Membership_Fee_Per_YearInputs */

const en_membership_fee_per_year = /** @type {(inputs: Membership_Fee_Per_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} CHF per year`)
};

const de_membership_fee_per_year = /** @type {(inputs: Membership_Fee_Per_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} CHF pro Jahr`)
};

const fr_membership_fee_per_year = /** @type {(inputs: Membership_Fee_Per_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} CHF par an`)
};

const it_membership_fee_per_year = /** @type {(inputs: Membership_Fee_Per_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} CHF all’anno`)
};

/**
* | output |
* | --- |
* | "{amount} CHF per year" |
*
* @param {Membership_Fee_Per_YearInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_fee_per_year = /** @type {((inputs: Membership_Fee_Per_YearInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Fee_Per_YearInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_fee_per_year(inputs)
	if (locale === "fr") return fr_membership_fee_per_year(inputs)
	if (locale === "it") return it_membership_fee_per_year(inputs)
	return en_membership_fee_per_year(inputs)
});