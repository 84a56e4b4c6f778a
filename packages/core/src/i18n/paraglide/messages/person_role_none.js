/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Role_NoneInputs */

const en_person_role_none = /** @type {(inputs: Person_Role_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none`)
};

const de_person_role_none = /** @type {(inputs: Person_Role_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`keine`)
};

const fr_person_role_none = /** @type {(inputs: Person_Role_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aucun`)
};

const it_person_role_none = /** @type {(inputs: Person_Role_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nessuno`)
};

/**
* | output |
* | --- |
* | "none" |
*
* @param {Person_Role_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_role_none = /** @type {((inputs?: Person_Role_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Role_NoneInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_role_none(inputs)
	if (locale === "fr") return fr_person_role_none(inputs)
	if (locale === "it") return it_person_role_none(inputs)
	return en_person_role_none(inputs)
});