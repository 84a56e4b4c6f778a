/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ who: NonNullable<unknown>, mails: NonNullable<unknown> }} Person_Approve_DescriptionInputs */

const en_person_approve_description = /** @type {(inputs: Person_Approve_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.who} becomes a member. ${i?.mails}`)
};

const de_person_approve_description = /** @type {(inputs: Person_Approve_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.who} wird Mitglied. ${i?.mails}`)
};

const fr_person_approve_description = /** @type {(inputs: Person_Approve_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.who} devient membre. ${i?.mails}`)
};

const it_person_approve_description = /** @type {(inputs: Person_Approve_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.who} diventa membro. ${i?.mails}`)
};

/**
* | output |
* | --- |
* | "{who} becomes a member. {mails}" |
*
* @param {Person_Approve_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_approve_description = /** @type {((inputs: Person_Approve_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Approve_DescriptionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_approve_description(inputs)
	if (locale === "fr") return fr_person_approve_description(inputs)
	if (locale === "it") return it_person_approve_description(inputs)
	return en_person_approve_description(inputs)
});