/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Last_NameInputs */

const en_person_last_name = /** @type {(inputs: Person_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last Name`)
};

const de_person_last_name = /** @type {(inputs: Person_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nachname`)
};

const fr_person_last_name = /** @type {(inputs: Person_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom`)
};

const it_person_last_name = /** @type {(inputs: Person_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cognome`)
};

/**
* | output |
* | --- |
* | "Last Name" |
*
* @param {Person_Last_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_last_name = /** @type {((inputs?: Person_Last_NameInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Last_NameInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_last_name(inputs)
	if (locale === "fr") return fr_person_last_name(inputs)
	if (locale === "it") return it_person_last_name(inputs)
	return en_person_last_name(inputs)
});