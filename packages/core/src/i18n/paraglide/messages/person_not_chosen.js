/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Not_ChosenInputs */

const en_person_not_chosen = /** @type {(inputs: Person_Not_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not chosen yet`)
};

const de_person_not_chosen = /** @type {(inputs: Person_Not_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch nicht gewählt`)
};

const fr_person_not_chosen = /** @type {(inputs: Person_Not_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore choisi`)
};

const it_person_not_chosen = /** @type {(inputs: Person_Not_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non ancora scelta`)
};

/**
* | output |
* | --- |
* | "Not chosen yet" |
*
* @param {Person_Not_ChosenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_not_chosen = /** @type {((inputs?: Person_Not_ChosenInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Not_ChosenInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_not_chosen(inputs)
	if (locale === "fr") return fr_person_not_chosen(inputs)
	if (locale === "it") return it_person_not_chosen(inputs)
	return en_person_not_chosen(inputs)
});