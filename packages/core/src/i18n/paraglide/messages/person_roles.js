/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_RolesInputs */

const en_person_roles = /** @type {(inputs: Person_RolesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Roles`)
};

const de_person_roles = /** @type {(inputs: Person_RolesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rollen`)
};

const fr_person_roles = /** @type {(inputs: Person_RolesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rôles`)
};

const it_person_roles = /** @type {(inputs: Person_RolesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ruoli`)
};

/**
* | output |
* | --- |
* | "Roles" |
*
* @param {Person_RolesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_roles = /** @type {((inputs?: Person_RolesInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_RolesInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_roles(inputs)
	if (locale === "fr") return fr_person_roles(inputs)
	if (locale === "it") return it_person_roles(inputs)
	return en_person_roles(inputs)
});