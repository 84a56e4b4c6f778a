/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Confirmation_SentInputs */

const en_person_confirmation_sent = /** @type {(inputs: Person_Confirmation_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmation e-mail sent`)
};

const de_person_confirmation_sent = /** @type {(inputs: Person_Confirmation_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigungs-E-Mail gesendet`)
};

const fr_person_confirmation_sent = /** @type {(inputs: Person_Confirmation_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail de confirmation envoyé`)
};

const it_person_confirmation_sent = /** @type {(inputs: Person_Confirmation_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail di conferma inviata`)
};

/**
* | output |
* | --- |
* | "Confirmation e-mail sent" |
*
* @param {Person_Confirmation_SentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_confirmation_sent = /** @type {((inputs?: Person_Confirmation_SentInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Confirmation_SentInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_confirmation_sent(inputs)
	if (locale === "fr") return fr_person_confirmation_sent(inputs)
	if (locale === "it") return it_person_confirmation_sent(inputs)
	return en_person_confirmation_sent(inputs)
});