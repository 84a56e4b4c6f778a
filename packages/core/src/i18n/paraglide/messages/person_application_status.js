/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Application_StatusInputs */

const en_person_application_status = /** @type {(inputs: Person_Application_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

const de_person_application_status = /** @type {(inputs: Person_Application_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

const fr_person_application_status = /** @type {(inputs: Person_Application_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statut`)
};

const it_person_application_status = /** @type {(inputs: Person_Application_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stato`)
};

/**
* | output |
* | --- |
* | "Status" |
*
* @param {Person_Application_StatusInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_application_status = /** @type {((inputs?: Person_Application_StatusInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Application_StatusInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_application_status(inputs)
	if (locale === "fr") return fr_person_application_status(inputs)
	if (locale === "it") return it_person_application_status(inputs)
	return en_person_application_status(inputs)
});