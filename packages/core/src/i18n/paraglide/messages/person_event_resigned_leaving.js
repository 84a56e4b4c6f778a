/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Person_Event_Resigned_LeavingInputs */

const en_person_event_resigned_leaving = /** @type {(inputs: Person_Event_Resigned_LeavingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Resigned, leaving on ${i?.day}`)
};

const de_person_event_resigned_leaving = /** @type {(inputs: Person_Event_Resigned_LeavingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ausgetreten, Austritt am ${i?.day}`)
};

const fr_person_event_resigned_leaving = /** @type {(inputs: Person_Event_Resigned_LeavingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Démission, départ le ${i?.day}`)
};

const it_person_event_resigned_leaving = /** @type {(inputs: Person_Event_Resigned_LeavingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dimissioni, uscita il ${i?.day}`)
};

/**
* | output |
* | --- |
* | "Resigned, leaving on {day}" |
*
* @param {Person_Event_Resigned_LeavingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_event_resigned_leaving = /** @type {((inputs: Person_Event_Resigned_LeavingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Event_Resigned_LeavingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_event_resigned_leaving(inputs)
	if (locale === "fr") return fr_person_event_resigned_leaving(inputs)
	if (locale === "it") return it_person_event_resigned_leaving(inputs)
	return en_person_event_resigned_leaving(inputs)
});