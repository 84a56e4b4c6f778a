/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Event_ConfirmedInputs */

const en_person_event_confirmed = /** @type {(inputs: Person_Event_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmed the e-mail address`)
};

const de_person_event_confirmed = /** @type {(inputs: Person_Event_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Adresse bestätigt`)
};

const fr_person_event_confirmed = /** @type {(inputs: Person_Event_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse e-mail confirmée`)
};

const it_person_event_confirmed = /** @type {(inputs: Person_Event_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indirizzo e-mail confermato`)
};

/**
* | output |
* | --- |
* | "Confirmed the e-mail address" |
*
* @param {Person_Event_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_event_confirmed = /** @type {((inputs?: Person_Event_ConfirmedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Event_ConfirmedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_event_confirmed(inputs)
	if (locale === "fr") return fr_person_event_confirmed(inputs)
	if (locale === "it") return it_person_event_confirmed(inputs)
	return en_person_event_confirmed(inputs)
});