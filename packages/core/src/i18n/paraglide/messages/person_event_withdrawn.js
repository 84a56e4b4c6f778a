/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Event_WithdrawnInputs */

const en_person_event_withdrawn = /** @type {(inputs: Person_Event_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdrew the resignation`)
};

const de_person_event_withdrawn = /** @type {(inputs: Person_Event_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Austritt zurückgezogen`)
};

const fr_person_event_withdrawn = /** @type {(inputs: Person_Event_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Démission retirée`)
};

const it_person_event_withdrawn = /** @type {(inputs: Person_Event_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dimissioni ritirate`)
};

/**
* | output |
* | --- |
* | "Withdrew the resignation" |
*
* @param {Person_Event_WithdrawnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_event_withdrawn = /** @type {((inputs?: Person_Event_WithdrawnInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Event_WithdrawnInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_event_withdrawn(inputs)
	if (locale === "fr") return fr_person_event_withdrawn(inputs)
	if (locale === "it") return it_person_event_withdrawn(inputs)
	return en_person_event_withdrawn(inputs)
});