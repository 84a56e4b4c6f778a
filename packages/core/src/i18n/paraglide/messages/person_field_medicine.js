/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Field_MedicineInputs */

const en_person_field_medicine = /** @type {(inputs: Person_Field_MedicineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Medicine`)
};

const de_person_field_medicine = /** @type {(inputs: Person_Field_MedicineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Medizin`)
};

const fr_person_field_medicine = /** @type {(inputs: Person_Field_MedicineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Médecine`)
};

const it_person_field_medicine = /** @type {(inputs: Person_Field_MedicineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Medicina`)
};

/**
* | output |
* | --- |
* | "Medicine" |
*
* @param {Person_Field_MedicineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_field_medicine = /** @type {((inputs?: Person_Field_MedicineInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Field_MedicineInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_field_medicine(inputs)
	if (locale === "fr") return fr_person_field_medicine(inputs)
	if (locale === "it") return it_person_field_medicine(inputs)
	return en_person_field_medicine(inputs)
});