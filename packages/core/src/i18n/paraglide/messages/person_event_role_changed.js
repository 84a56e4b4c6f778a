/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ role: NonNullable<unknown>, by: NonNullable<unknown> }} Person_Event_Role_ChangedInputs */

const en_person_event_role_changed = /** @type {(inputs: Person_Event_Role_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Role changed to ${i?.role} by ${i?.by}`)
};

const de_person_event_role_changed = /** @type {(inputs: Person_Event_Role_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rolle auf ${i?.role} geändert von ${i?.by}`)
};

const fr_person_event_role_changed = /** @type {(inputs: Person_Event_Role_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rôle changé en ${i?.role} par ${i?.by}`)
};

const it_person_event_role_changed = /** @type {(inputs: Person_Event_Role_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ruolo cambiato in ${i?.role} da ${i?.by}`)
};

/**
* | output |
* | --- |
* | "Role changed to {role} by {by}" |
*
* @param {Person_Event_Role_ChangedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_event_role_changed = /** @type {((inputs: Person_Event_Role_ChangedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Event_Role_ChangedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_event_role_changed(inputs)
	if (locale === "fr") return fr_person_event_role_changed(inputs)
	if (locale === "it") return it_person_event_role_changed(inputs)
	return en_person_event_role_changed(inputs)
});