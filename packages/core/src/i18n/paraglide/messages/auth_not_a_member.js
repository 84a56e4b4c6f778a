/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Not_A_MemberInputs */

const en_auth_not_a_member = /** @type {(inputs: Auth_Not_A_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not a member yet?`)
};

const de_auth_not_a_member = /** @type {(inputs: Auth_Not_A_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch kein Mitglied?`)
};

const fr_auth_not_a_member = /** @type {(inputs: Auth_Not_A_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore membre ?`)
};

const it_auth_not_a_member = /** @type {(inputs: Auth_Not_A_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non è ancora membro?`)
};

/**
* | output |
* | --- |
* | "Not a member yet?" |
*
* @param {Auth_Not_A_MemberInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_not_a_member = /** @type {((inputs?: Auth_Not_A_MemberInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Not_A_MemberInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_not_a_member(inputs)
	if (locale === "fr") return fr_auth_not_a_member(inputs)
	if (locale === "it") return it_auth_not_a_member(inputs)
	return en_auth_not_a_member(inputs)
});