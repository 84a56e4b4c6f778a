/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fee: NonNullable<unknown> }} Membership_Annual_FeeInputs */

const en_membership_annual_fee = /** @type {(inputs: Membership_Annual_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Annual fee: ${i?.fee}`)
};

const de_membership_annual_fee = /** @type {(inputs: Membership_Annual_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jahresbeitrag: ${i?.fee}`)
};

const fr_membership_annual_fee = /** @type {(inputs: Membership_Annual_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cotisation annuelle : ${i?.fee}`)
};

const it_membership_annual_fee = /** @type {(inputs: Membership_Annual_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quota annuale: ${i?.fee}`)
};

/**
* | output |
* | --- |
* | "Annual fee: {fee}" |
*
* @param {Membership_Annual_FeeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_annual_fee = /** @type {((inputs: Membership_Annual_FeeInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Annual_FeeInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_annual_fee(inputs)
	if (locale === "fr") return fr_membership_annual_fee(inputs)
	if (locale === "it") return it_membership_annual_fee(inputs)
	return en_membership_annual_fee(inputs)
});