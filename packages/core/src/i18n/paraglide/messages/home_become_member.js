/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Become_MemberInputs */

const en_home_become_member = /** @type {(inputs: Home_Become_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Become a Member`)
};

const de_home_become_member = /** @type {(inputs: Home_Become_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied werden`)
};

const fr_home_become_member = /** @type {(inputs: Home_Become_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devenir membre`)
};

const it_home_become_member = /** @type {(inputs: Home_Become_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diventare socio`)
};

/**
* | output |
* | --- |
* | "Become a Member" |
*
* @param {Home_Become_MemberInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const home_become_member = /** @type {((inputs?: Home_Become_MemberInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Become_MemberInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_become_member(inputs)
	if (locale === "fr") return fr_home_become_member(inputs)
	if (locale === "it") return it_home_become_member(inputs)
	return en_home_become_member(inputs)
});