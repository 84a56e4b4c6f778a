/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Role_AdminInputs */

const en_person_role_admin = /** @type {(inputs: Person_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`admin`)
};

const de_person_role_admin = /** @type {(inputs: Person_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin`)
};

const fr_person_role_admin = /** @type {(inputs: Person_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`admin`)
};

const it_person_role_admin = /** @type {(inputs: Person_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`admin`)
};

/**
* | output |
* | --- |
* | "admin" |
*
* @param {Person_Role_AdminInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_role_admin = /** @type {((inputs?: Person_Role_AdminInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Role_AdminInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_role_admin(inputs)
	if (locale === "fr") return fr_person_role_admin(inputs)
	if (locale === "it") return it_person_role_admin(inputs)
	return en_person_role_admin(inputs)
});