/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fields: NonNullable<unknown> }} Membership_Still_MissingInputs */

const en_membership_still_missing = /** @type {(inputs: Membership_Still_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Still missing: ${i?.fields}`)
};

const de_membership_still_missing = /** @type {(inputs: Membership_Still_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Es fehlen noch: ${i?.fields}`)
};

const fr_membership_still_missing = /** @type {(inputs: Membership_Still_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Il manque encore : ${i?.fields}`)
};

const it_membership_still_missing = /** @type {(inputs: Membership_Still_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mancano ancora: ${i?.fields}`)
};

/**
* | output |
* | --- |
* | "Still missing: {fields}" |
*
* @param {Membership_Still_MissingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_still_missing = /** @type {((inputs: Membership_Still_MissingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Still_MissingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_still_missing(inputs)
	if (locale === "fr") return fr_membership_still_missing(inputs)
	if (locale === "it") return it_membership_still_missing(inputs)
	return en_membership_still_missing(inputs)
});