/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_ApplicationInputs */

const en_person_application = /** @type {(inputs: Person_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Application`)
};

const de_person_application = /** @type {(inputs: Person_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antrag`)
};

const fr_person_application = /** @type {(inputs: Person_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande`)
};

const it_person_application = /** @type {(inputs: Person_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domanda`)
};

/**
* | output |
* | --- |
* | "Application" |
*
* @param {Person_ApplicationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_application = /** @type {((inputs?: Person_ApplicationInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_ApplicationInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_application(inputs)
	if (locale === "fr") return fr_person_application(inputs)
	if (locale === "it") return it_person_application(inputs)
	return en_person_application(inputs)
});