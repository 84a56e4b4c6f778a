/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Correct_ProfileInputs */

const en_person_correct_profile = /** @type {(inputs: Person_Correct_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correct Profile`)
};

const de_person_correct_profile = /** @type {(inputs: Person_Correct_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil korrigieren`)
};

const fr_person_correct_profile = /** @type {(inputs: Person_Correct_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corriger le profil`)
};

const it_person_correct_profile = /** @type {(inputs: Person_Correct_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correggere il profilo`)
};

/**
* | output |
* | --- |
* | "Correct Profile" |
*
* @param {Person_Correct_ProfileInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_correct_profile = /** @type {((inputs?: Person_Correct_ProfileInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Correct_ProfileInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_correct_profile(inputs)
	if (locale === "fr") return fr_person_correct_profile(inputs)
	if (locale === "it") return it_person_correct_profile(inputs)
	return en_person_correct_profile(inputs)
});