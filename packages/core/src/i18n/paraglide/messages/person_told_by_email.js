/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Person_Told_By_EmailInputs */

const en_person_told_by_email = /** @type {(inputs: Person_Told_By_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} has been told by e-mail.`)
};

const de_person_told_by_email = /** @type {(inputs: Person_Told_By_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} wurde per E-Mail informiert.`)
};

const fr_person_told_by_email = /** @type {(inputs: Person_Told_By_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a été informé·e par e-mail.`)
};

const it_person_told_by_email = /** @type {(inputs: Person_Told_By_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} è stato/a informato/a per e-mail.`)
};

/**
* | output |
* | --- |
* | "{name} has been told by e-mail." |
*
* @param {Person_Told_By_EmailInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_told_by_email = /** @type {((inputs: Person_Told_By_EmailInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Told_By_EmailInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_told_by_email(inputs)
	if (locale === "fr") return fr_person_told_by_email(inputs)
	if (locale === "it") return it_person_told_by_email(inputs)
	return en_person_told_by_email(inputs)
});