/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ by: NonNullable<unknown> }} Person_Event_ApprovedInputs */

const en_person_event_approved = /** @type {(inputs: Person_Event_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Approved by ${i?.by}`)
};

const de_person_event_approved = /** @type {(inputs: Person_Event_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Genehmigt von ${i?.by}`)
};

const fr_person_event_approved = /** @type {(inputs: Person_Event_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Approuvé·e par ${i?.by}`)
};

const it_person_event_approved = /** @type {(inputs: Person_Event_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Approvato/a da ${i?.by}`)
};

/**
* | output |
* | --- |
* | "Approved by {by}" |
*
* @param {Person_Event_ApprovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_event_approved = /** @type {((inputs: Person_Event_ApprovedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Event_ApprovedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_event_approved(inputs)
	if (locale === "fr") return fr_person_event_approved(inputs)
	if (locale === "it") return it_person_event_approved(inputs)
	return en_person_event_approved(inputs)
});