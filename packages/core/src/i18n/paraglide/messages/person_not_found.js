/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Not_FoundInputs */

const en_person_not_found = /** @type {(inputs: Person_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member not found`)
};

const de_person_not_found = /** @type {(inputs: Person_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied nicht gefunden`)
};

const fr_person_not_found = /** @type {(inputs: Person_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membre introuvable`)
};

const it_person_not_found = /** @type {(inputs: Person_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membro non trovato`)
};

/**
* | output |
* | --- |
* | "Member not found" |
*
* @param {Person_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_not_found = /** @type {((inputs?: Person_Not_FoundInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Not_FoundInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_not_found(inputs)
	if (locale === "fr") return fr_person_not_found(inputs)
	if (locale === "it") return it_person_not_found(inputs)
	return en_person_not_found(inputs)
});