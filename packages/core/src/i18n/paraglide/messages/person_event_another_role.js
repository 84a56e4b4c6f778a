/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Event_Another_RoleInputs */

const en_person_event_another_role = /** @type {(inputs: Person_Event_Another_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`another role`)
};

const de_person_event_another_role = /** @type {(inputs: Person_Event_Another_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`eine andere Rolle`)
};

const fr_person_event_another_role = /** @type {(inputs: Person_Event_Another_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un autre rôle`)
};

const it_person_event_another_role = /** @type {(inputs: Person_Event_Another_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un altro ruolo`)
};

/**
* | output |
* | --- |
* | "another role" |
*
* @param {Person_Event_Another_RoleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_event_another_role = /** @type {((inputs?: Person_Event_Another_RoleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Event_Another_RoleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_event_another_role(inputs)
	if (locale === "fr") return fr_person_event_another_role(inputs)
	if (locale === "it") return it_person_event_another_role(inputs)
	return en_person_event_another_role(inputs)
});