/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Field_NursingInputs */

const en_membership_field_nursing = /** @type {(inputs: Membership_Field_NursingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nursing`)
};

const de_membership_field_nursing = /** @type {(inputs: Membership_Field_NursingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pflege`)
};

const fr_membership_field_nursing = /** @type {(inputs: Membership_Field_NursingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soins infirmiers`)
};

const it_membership_field_nursing = /** @type {(inputs: Membership_Field_NursingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cure infermieristiche`)
};

/**
* | output |
* | --- |
* | "Nursing" |
*
* @param {Membership_Field_NursingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_field_nursing = /** @type {((inputs?: Membership_Field_NursingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Field_NursingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_field_nursing(inputs)
	if (locale === "fr") return fr_membership_field_nursing(inputs)
	if (locale === "it") return it_membership_field_nursing(inputs)
	return en_membership_field_nursing(inputs)
});