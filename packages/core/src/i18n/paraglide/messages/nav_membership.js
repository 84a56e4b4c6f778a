/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_MembershipInputs */

const en_nav_membership = /** @type {(inputs: Nav_MembershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Become a Member`)
};

const de_nav_membership = /** @type {(inputs: Nav_MembershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied werden`)
};

const fr_nav_membership = /** @type {(inputs: Nav_MembershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devenir membre`)
};

const it_nav_membership = /** @type {(inputs: Nav_MembershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diventare socio`)
};

/**
* | output |
* | --- |
* | "Become a Member" |
*
* @param {Nav_MembershipInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const nav_membership = /** @type {((inputs?: Nav_MembershipInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_MembershipInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_nav_membership(inputs)
	if (locale === "fr") return fr_nav_membership(inputs)
	if (locale === "it") return it_nav_membership(inputs)
	return en_nav_membership(inputs)
});