/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Become_MemberInputs */

const en_auth_become_member = /** @type {(inputs: Auth_Become_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Become a Member`)
};

const de_auth_become_member = /** @type {(inputs: Auth_Become_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied werden`)
};

const fr_auth_become_member = /** @type {(inputs: Auth_Become_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devenir membre`)
};

const it_auth_become_member = /** @type {(inputs: Auth_Become_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diventare membro`)
};

/**
* | output |
* | --- |
* | "Become a Member" |
*
* @param {Auth_Become_MemberInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_become_member = /** @type {((inputs?: Auth_Become_MemberInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Become_MemberInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_become_member(inputs)
	if (locale === "fr") return fr_auth_become_member(inputs)
	if (locale === "it") return it_auth_become_member(inputs)
	return en_auth_become_member(inputs)
});