/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Event_By_Removed_MemberInputs */

const en_person_event_by_removed_member = /** @type {(inputs: Person_Event_By_Removed_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a member who has since been removed`)
};

const de_person_event_by_removed_member = /** @type {(inputs: Person_Event_By_Removed_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`einem inzwischen entfernten Mitglied`)
};

const fr_person_event_by_removed_member = /** @type {(inputs: Person_Event_By_Removed_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un membre supprimé depuis`)
};

const it_person_event_by_removed_member = /** @type {(inputs: Person_Event_By_Removed_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un membro rimosso nel frattempo`)
};

/**
* | output |
* | --- |
* | "a member who has since been removed" |
*
* @param {Person_Event_By_Removed_MemberInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_event_by_removed_member = /** @type {((inputs?: Person_Event_By_Removed_MemberInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Event_By_Removed_MemberInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_event_by_removed_member(inputs)
	if (locale === "fr") return fr_person_event_by_removed_member(inputs)
	if (locale === "it") return it_person_event_by_removed_member(inputs)
	return en_person_event_by_removed_member(inputs)
});