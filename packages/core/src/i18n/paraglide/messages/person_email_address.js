/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Email_AddressInputs */

const en_person_email_address = /** @type {(inputs: Person_Email_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail address`)
};

const de_person_email_address = /** @type {(inputs: Person_Email_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Adresse`)
};

const fr_person_email_address = /** @type {(inputs: Person_Email_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse e-mail`)
};

const it_person_email_address = /** @type {(inputs: Person_Email_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indirizzo e-mail`)
};

/**
* | output |
* | --- |
* | "E-mail address" |
*
* @param {Person_Email_AddressInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_email_address = /** @type {((inputs?: Person_Email_AddressInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Email_AddressInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_email_address(inputs)
	if (locale === "fr") return fr_person_email_address(inputs)
	if (locale === "it") return it_person_email_address(inputs)
	return en_person_email_address(inputs)
});