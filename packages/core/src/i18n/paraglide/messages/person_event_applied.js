/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Event_AppliedInputs */

const en_person_event_applied = /** @type {(inputs: Person_Event_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applied through the membership form`)
};

const de_person_event_applied = /** @type {(inputs: Person_Event_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Über das Anmeldeformular beworben`)
};

const fr_person_event_applied = /** @type {(inputs: Person_Event_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande via le formulaire d’adhésion`)
};

const it_person_event_applied = /** @type {(inputs: Person_Event_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domanda tramite il modulo di adesione`)
};

/**
* | output |
* | --- |
* | "Applied through the membership form" |
*
* @param {Person_Event_AppliedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_event_applied = /** @type {((inputs?: Person_Event_AppliedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Event_AppliedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_event_applied(inputs)
	if (locale === "fr") return fr_person_event_applied(inputs)
	if (locale === "it") return it_person_event_applied(inputs)
	return en_person_event_applied(inputs)
});