/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Person_Invite_UnusedInputs */

const en_person_invite_unused = /** @type {(inputs: Person_Invite_UnusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sent ${i?.day}, not used yet`)
};

const de_person_invite_unused = /** @type {(inputs: Person_Invite_UnusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gesendet ${i?.day}, noch nicht verwendet`)
};

const fr_person_invite_unused = /** @type {(inputs: Person_Invite_UnusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Envoyée le ${i?.day}, pas encore utilisée`)
};

const it_person_invite_unused = /** @type {(inputs: Person_Invite_UnusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inviato il ${i?.day}, non ancora usato`)
};

/**
* | output |
* | --- |
* | "Sent {day}, not used yet" |
*
* @param {Person_Invite_UnusedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_invite_unused = /** @type {((inputs: Person_Invite_UnusedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Invite_UnusedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_invite_unused(inputs)
	if (locale === "fr") return fr_person_invite_unused(inputs)
	if (locale === "it") return it_person_invite_unused(inputs)
	return en_person_invite_unused(inputs)
});