/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_DecidedInputs */

const en_person_decided = /** @type {(inputs: Person_DecidedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decided`)
};

const de_person_decided = /** @type {(inputs: Person_DecidedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entschieden`)
};

const fr_person_decided = /** @type {(inputs: Person_DecidedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Décision`)
};

const it_person_decided = /** @type {(inputs: Person_DecidedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decisione`)
};

/**
* | output |
* | --- |
* | "Decided" |
*
* @param {Person_DecidedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_decided = /** @type {((inputs?: Person_DecidedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_DecidedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_decided(inputs)
	if (locale === "fr") return fr_person_decided(inputs)
	if (locale === "it") return it_person_decided(inputs)
	return en_person_decided(inputs)
});