/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mailing_Back_To_EventsInputs */

const en_mailing_back_to_events = /** @type {(inputs: Mailing_Back_To_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Events`)
};

const de_mailing_back_to_events = /** @type {(inputs: Mailing_Back_To_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zu den Veranstaltungen`)
};

const fr_mailing_back_to_events = /** @type {(inputs: Mailing_Back_To_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour aux événements`)
};

const it_mailing_back_to_events = /** @type {(inputs: Mailing_Back_To_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tornare agli eventi`)
};

/**
* | output |
* | --- |
* | "Back to Events" |
*
* @param {Mailing_Back_To_EventsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mailing_back_to_events = /** @type {((inputs?: Mailing_Back_To_EventsInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailing_Back_To_EventsInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mailing_back_to_events(inputs)
	if (locale === "fr") return fr_mailing_back_to_events(inputs)
	if (locale === "it") return it_mailing_back_to_events(inputs)
	return en_mailing_back_to_events(inputs)
});