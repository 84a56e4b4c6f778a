/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ by: NonNullable<unknown> }} Person_Event_Membership_EndedInputs */

const en_person_event_membership_ended = /** @type {(inputs: Person_Event_Membership_EndedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Membership ended for an unpaid fee by ${i?.by}`)
};

const de_person_event_membership_ended = /** @type {(inputs: Person_Event_Membership_EndedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mitgliedschaft wegen unbezahltem Beitrag beendet von ${i?.by}`)
};

const fr_person_event_membership_ended = /** @type {(inputs: Person_Event_Membership_EndedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Adhésion terminée pour cotisation impayée par ${i?.by}`)
};

const it_person_event_membership_ended = /** @type {(inputs: Person_Event_Membership_EndedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Adesione terminata per quota non pagata da ${i?.by}`)
};

/**
* | output |
* | --- |
* | "Membership ended for an unpaid fee by {by}" |
*
* @param {Person_Event_Membership_EndedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_event_membership_ended = /** @type {((inputs: Person_Event_Membership_EndedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Event_Membership_EndedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_event_membership_ended(inputs)
	if (locale === "fr") return fr_person_event_membership_ended(inputs)
	if (locale === "it") return it_person_event_membership_ended(inputs)
	return en_person_event_membership_ended(inputs)
});