/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Field_MedicineInputs */

const en_membership_field_medicine = /** @type {(inputs: Membership_Field_MedicineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Medicine`)
};

const de_membership_field_medicine = /** @type {(inputs: Membership_Field_MedicineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Medizin`)
};

const fr_membership_field_medicine = /** @type {(inputs: Membership_Field_MedicineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Médecine`)
};

const it_membership_field_medicine = /** @type {(inputs: Membership_Field_MedicineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Medicina`)
};

/**
* | output |
* | --- |
* | "Medicine" |
*
* @param {Membership_Field_MedicineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_field_medicine = /** @type {((inputs?: Membership_Field_MedicineInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Field_MedicineInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_field_medicine(inputs)
	if (locale === "fr") return fr_membership_field_medicine(inputs)
	if (locale === "it") return it_membership_field_medicine(inputs)
	return en_membership_field_medicine(inputs)
});