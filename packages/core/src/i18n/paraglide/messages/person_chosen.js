/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_ChosenInputs */

const en_person_chosen = /** @type {(inputs: Person_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chosen`)
};

const de_person_chosen = /** @type {(inputs: Person_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gewählt`)
};

const fr_person_chosen = /** @type {(inputs: Person_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisi`)
};

const it_person_chosen = /** @type {(inputs: Person_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scelta`)
};

/**
* | output |
* | --- |
* | "Chosen" |
*
* @param {Person_ChosenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_chosen = /** @type {((inputs?: Person_ChosenInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_ChosenInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_chosen(inputs)
	if (locale === "fr") return fr_person_chosen(inputs)
	if (locale === "it") return it_person_chosen(inputs)
	return en_person_chosen(inputs)
});