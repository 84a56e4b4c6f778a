/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Application_FieldInputs */

const en_person_application_field = /** @type {(inputs: Person_Application_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Field`)
};

const de_person_application_field = /** @type {(inputs: Person_Application_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fachrichtung`)
};

const fr_person_application_field = /** @type {(inputs: Person_Application_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domaine`)
};

const it_person_application_field = /** @type {(inputs: Person_Application_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settore`)
};

/**
* | output |
* | --- |
* | "Field" |
*
* @param {Person_Application_FieldInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_application_field = /** @type {((inputs?: Person_Application_FieldInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Application_FieldInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_application_field(inputs)
	if (locale === "fr") return fr_person_application_field(inputs)
	if (locale === "it") return it_person_application_field(inputs)
	return en_person_application_field(inputs)
});