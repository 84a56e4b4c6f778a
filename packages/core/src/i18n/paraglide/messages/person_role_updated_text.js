/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, role: NonNullable<unknown> }} Person_Role_Updated_TextInputs */

const en_person_role_updated_text = /** @type {(inputs: Person_Role_Updated_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is now ${i?.role}.`)
};

const de_person_role_updated_text = /** @type {(inputs: Person_Role_Updated_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ist jetzt ${i?.role}.`)
};

const fr_person_role_updated_text = /** @type {(inputs: Person_Role_Updated_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} est maintenant ${i?.role}.`)
};

const it_person_role_updated_text = /** @type {(inputs: Person_Role_Updated_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ora è ${i?.role}.`)
};

/**
* | output |
* | --- |
* | "{name} is now {role}." |
*
* @param {Person_Role_Updated_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_role_updated_text = /** @type {((inputs: Person_Role_Updated_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Role_Updated_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_role_updated_text(inputs)
	if (locale === "fr") return fr_person_role_updated_text(inputs)
	if (locale === "it") return it_person_role_updated_text(inputs)
	return en_person_role_updated_text(inputs)
});