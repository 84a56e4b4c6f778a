/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Person_Waiting_ConfirmationInputs */

const en_person_waiting_confirmation = /** @type {(inputs: Person_Waiting_ConfirmationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Waiting for confirmation since ${i?.day}`)
};

const de_person_waiting_confirmation = /** @type {(inputs: Person_Waiting_ConfirmationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wartet seit ${i?.day} auf Bestätigung`)
};

const fr_person_waiting_confirmation = /** @type {(inputs: Person_Waiting_ConfirmationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En attente de confirmation depuis le ${i?.day}`)
};

const it_person_waiting_confirmation = /** @type {(inputs: Person_Waiting_ConfirmationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In attesa di conferma dal ${i?.day}`)
};

/**
* | output |
* | --- |
* | "Waiting for confirmation since {day}" |
*
* @param {Person_Waiting_ConfirmationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_waiting_confirmation = /** @type {((inputs: Person_Waiting_ConfirmationInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Waiting_ConfirmationInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_waiting_confirmation(inputs)
	if (locale === "fr") return fr_person_waiting_confirmation(inputs)
	if (locale === "it") return it_person_waiting_confirmation(inputs)
	return en_person_waiting_confirmation(inputs)
});