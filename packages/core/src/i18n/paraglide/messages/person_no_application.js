/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_No_ApplicationInputs */

const en_person_no_application = /** @type {(inputs: Person_No_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No application: this account was not made through the membership form or the import.`)
};

const de_person_no_application = /** @type {(inputs: Person_No_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein Antrag: Dieses Konto wurde weder über das Anmeldeformular noch über den Import erstellt.`)
};

const fr_person_no_application = /** @type {(inputs: Person_No_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune demande : ce compte n’a pas été créé via le formulaire d’adhésion ni par l’import.`)
};

const it_person_no_application = /** @type {(inputs: Person_No_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessuna domanda: questo account non è stato creato tramite il modulo di adesione né con l’importazione.`)
};

/**
* | output |
* | --- |
* | "No application: this account was not made through the membership form or the import." |
*
* @param {Person_No_ApplicationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_no_application = /** @type {((inputs?: Person_No_ApplicationInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_No_ApplicationInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_no_application(inputs)
	if (locale === "fr") return fr_person_no_application(inputs)
	if (locale === "it") return it_person_no_application(inputs)
	return en_person_no_application(inputs)
});