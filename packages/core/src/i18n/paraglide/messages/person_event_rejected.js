/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ by: NonNullable<unknown> }} Person_Event_RejectedInputs */

const en_person_event_rejected = /** @type {(inputs: Person_Event_RejectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rejected by ${i?.by}`)
};

const de_person_event_rejected = /** @type {(inputs: Person_Event_RejectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abgelehnt von ${i?.by}`)
};

const fr_person_event_rejected = /** @type {(inputs: Person_Event_RejectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refusé·e par ${i?.by}`)
};

const it_person_event_rejected = /** @type {(inputs: Person_Event_RejectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Respinto/a da ${i?.by}`)
};

/**
* | output |
* | --- |
* | "Rejected by {by}" |
*
* @param {Person_Event_RejectedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_event_rejected = /** @type {((inputs: Person_Event_RejectedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Event_RejectedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_event_rejected(inputs)
	if (locale === "fr") return fr_person_event_rejected(inputs)
	if (locale === "it") return it_person_event_rejected(inputs)
	return en_person_event_rejected(inputs)
});