/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Not_SetInputs */

const en_person_not_set = /** @type {(inputs: Person_Not_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not set`)
};

const de_person_not_set = /** @type {(inputs: Person_Not_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht angegeben`)
};

const fr_person_not_set = /** @type {(inputs: Person_Not_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non renseigné`)
};

const it_person_not_set = /** @type {(inputs: Person_Not_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non indicato`)
};

/**
* | output |
* | --- |
* | "Not set" |
*
* @param {Person_Not_SetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_not_set = /** @type {((inputs?: Person_Not_SetInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Not_SetInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_not_set(inputs)
	if (locale === "fr") return fr_person_not_set(inputs)
	if (locale === "it") return it_person_not_set(inputs)
	return en_person_not_set(inputs)
});