/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Person_Correct_LabelInputs */

const en_person_correct_label = /** @type {(inputs: Person_Correct_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Correct the profile of ${i?.name}`)
};

const de_person_correct_label = /** @type {(inputs: Person_Correct_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Profil von ${i?.name} korrigieren`)
};

const fr_person_correct_label = /** @type {(inputs: Person_Correct_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Corriger le profil de ${i?.name}`)
};

const it_person_correct_label = /** @type {(inputs: Person_Correct_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Correggere il profilo di ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Correct the profile of {name}" |
*
* @param {Person_Correct_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_correct_label = /** @type {((inputs: Person_Correct_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Correct_LabelInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_correct_label(inputs)
	if (locale === "fr") return fr_person_correct_label(inputs)
	if (locale === "it") return it_person_correct_label(inputs)
	return en_person_correct_label(inputs)
});