/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ by: NonNullable<unknown> }} Person_Event_ReapprovedInputs */

const en_person_event_reapproved = /** @type {(inputs: Person_Event_ReapprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Approved again after the rejection by ${i?.by}`)
};

const de_person_event_reapproved = /** @type {(inputs: Person_Event_ReapprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nach der Ablehnung doch genehmigt von ${i?.by}`)
};

const fr_person_event_reapproved = /** @type {(inputs: Person_Event_ReapprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Approuvé·e après le refus par ${i?.by}`)
};

const it_person_event_reapproved = /** @type {(inputs: Person_Event_ReapprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Approvato/a dopo il rifiuto da ${i?.by}`)
};

/**
* | output |
* | --- |
* | "Approved again after the rejection by {by}" |
*
* @param {Person_Event_ReapprovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_event_reapproved = /** @type {((inputs: Person_Event_ReapprovedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Event_ReapprovedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_event_reapproved(inputs)
	if (locale === "fr") return fr_person_event_reapproved(inputs)
	if (locale === "it") return it_person_event_reapproved(inputs)
	return en_person_event_reapproved(inputs)
});