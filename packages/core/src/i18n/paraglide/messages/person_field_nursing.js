/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Field_NursingInputs */

const en_person_field_nursing = /** @type {(inputs: Person_Field_NursingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nursing`)
};

const de_person_field_nursing = /** @type {(inputs: Person_Field_NursingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pflege`)
};

const fr_person_field_nursing = /** @type {(inputs: Person_Field_NursingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soins infirmiers`)
};

const it_person_field_nursing = /** @type {(inputs: Person_Field_NursingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cure infermieristiche`)
};

/**
* | output |
* | --- |
* | "Nursing" |
*
* @param {Person_Field_NursingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_field_nursing = /** @type {((inputs?: Person_Field_NursingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Field_NursingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_field_nursing(inputs)
	if (locale === "fr") return fr_person_field_nursing(inputs)
	if (locale === "it") return it_person_field_nursing(inputs)
	return en_person_field_nursing(inputs)
});