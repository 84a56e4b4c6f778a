/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ who: NonNullable<unknown>, mails: NonNullable<unknown> }} Person_Approve_Again_DescriptionInputs */

const en_person_approve_again_description = /** @type {(inputs: Person_Approve_Again_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.who} was rejected. Approving now makes them a member. ${i?.mails}`)
};

const de_person_approve_again_description = /** @type {(inputs: Person_Approve_Again_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.who} wurde abgelehnt. Eine Genehmigung macht sie oder ihn jetzt zum Mitglied. ${i?.mails}`)
};

const fr_person_approve_again_description = /** @type {(inputs: Person_Approve_Again_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.who} a été refusé·e. L’approuver maintenant en fait un membre. ${i?.mails}`)
};

const it_person_approve_again_description = /** @type {(inputs: Person_Approve_Again_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.who} è stato/a respinto/a. Approvando ora diventa membro. ${i?.mails}`)
};

/**
* | output |
* | --- |
* | "{who} was rejected. Approving now makes them a member. {mails}" |
*
* @param {Person_Approve_Again_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_approve_again_description = /** @type {((inputs: Person_Approve_Again_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Approve_Again_DescriptionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_approve_again_description(inputs)
	if (locale === "fr") return fr_person_approve_again_description(inputs)
	if (locale === "it") return it_person_approve_again_description(inputs)
	return en_person_approve_again_description(inputs)
});