/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Required_BeforeInputs */

const en_membership_required_before = /** @type {(inputs: Membership_Required_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fields marked with`)
};

const de_membership_required_before = /** @type {(inputs: Membership_Required_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit`)
};

const fr_membership_required_before = /** @type {(inputs: Membership_Required_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les champs marqués d’un`)
};

const it_membership_required_before = /** @type {(inputs: Membership_Required_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I campi contrassegnati con`)
};

/**
* | output |
* | --- |
* | "Fields marked with" |
*
* @param {Membership_Required_BeforeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_required_before = /** @type {((inputs?: Membership_Required_BeforeInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Required_BeforeInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_required_before(inputs)
	if (locale === "fr") return fr_membership_required_before(inputs)
	if (locale === "it") return it_membership_required_before(inputs)
	return en_membership_required_before(inputs)
});