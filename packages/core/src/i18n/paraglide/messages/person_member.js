/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_MemberInputs */

const en_person_member = /** @type {(inputs: Person_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member`)
};

const de_person_member = /** @type {(inputs: Person_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied`)
};

const fr_person_member = /** @type {(inputs: Person_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membre`)
};

const it_person_member = /** @type {(inputs: Person_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membro`)
};

/**
* | output |
* | --- |
* | "Member" |
*
* @param {Person_MemberInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_member = /** @type {((inputs?: Person_MemberInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_MemberInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_member(inputs)
	if (locale === "fr") return fr_person_member(inputs)
	if (locale === "it") return it_person_member(inputs)
	return en_person_member(inputs)
});