/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Role_MemberInputs */

const en_person_role_member = /** @type {(inputs: Person_Role_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`member`)
};

const de_person_role_member = /** @type {(inputs: Person_Role_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied`)
};

const fr_person_role_member = /** @type {(inputs: Person_Role_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`membre`)
};

const it_person_role_member = /** @type {(inputs: Person_Role_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`membro`)
};

/**
* | output |
* | --- |
* | "member" |
*
* @param {Person_Role_MemberInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_role_member = /** @type {((inputs?: Person_Role_MemberInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Role_MemberInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_role_member(inputs)
	if (locale === "fr") return fr_person_role_member(inputs)
	if (locale === "it") return it_person_role_member(inputs)
	return en_person_role_member(inputs)
});