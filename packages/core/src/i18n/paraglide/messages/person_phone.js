/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_PhoneInputs */

const en_person_phone = /** @type {(inputs: Person_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone`)
};

const de_person_phone = /** @type {(inputs: Person_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Telefon`)
};

const fr_person_phone = /** @type {(inputs: Person_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Téléphone`)
};

const it_person_phone = /** @type {(inputs: Person_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Telefono`)
};

/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Person_PhoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_phone = /** @type {((inputs?: Person_PhoneInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_PhoneInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_phone(inputs)
	if (locale === "fr") return fr_person_phone(inputs)
	if (locale === "it") return it_person_phone(inputs)
	return en_person_phone(inputs)
});