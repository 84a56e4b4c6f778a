/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Load_ErrorInputs */

const en_person_load_error = /** @type {(inputs: Person_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error loading member`)
};

const de_person_load_error = /** @type {(inputs: Person_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler beim Laden des Mitglieds`)
};

const fr_person_load_error = /** @type {(inputs: Person_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur lors du chargement du membre`)
};

const it_person_load_error = /** @type {(inputs: Person_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Errore nel caricamento del membro`)
};

/**
* | output |
* | --- |
* | "Error loading member" |
*
* @param {Person_Load_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_load_error = /** @type {((inputs?: Person_Load_ErrorInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Load_ErrorInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_load_error(inputs)
	if (locale === "fr") return fr_person_load_error(inputs)
	if (locale === "it") return it_person_load_error(inputs)
	return en_person_load_error(inputs)
});