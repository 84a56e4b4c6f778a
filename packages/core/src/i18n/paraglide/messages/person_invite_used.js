/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Person_Invite_UsedInputs */

const en_person_invite_used = /** @type {(inputs: Person_Invite_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Used: a password has been chosen (sent ${i?.day})`)
};

const de_person_invite_used = /** @type {(inputs: Person_Invite_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verwendet: Ein Passwort wurde gewählt (gesendet ${i?.day})`)
};

const fr_person_invite_used = /** @type {(inputs: Person_Invite_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Utilisée : un mot de passe a été choisi (envoyée le ${i?.day})`)
};

const it_person_invite_used = /** @type {(inputs: Person_Invite_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Usato: è stata scelta una password (inviato il ${i?.day})`)
};

/**
* | output |
* | --- |
* | "Used: a password has been chosen (sent {day})" |
*
* @param {Person_Invite_UsedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_invite_used = /** @type {((inputs: Person_Invite_UsedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Invite_UsedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_invite_used(inputs)
	if (locale === "fr") return fr_person_invite_used(inputs)
	if (locale === "it") return it_person_invite_used(inputs)
	return en_person_invite_used(inputs)
});