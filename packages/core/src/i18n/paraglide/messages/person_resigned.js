/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_ResignedInputs */

const en_person_resigned = /** @type {(inputs: Person_ResignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resigned`)
};

const de_person_resigned = /** @type {(inputs: Person_ResignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausgetreten`)
};

const fr_person_resigned = /** @type {(inputs: Person_ResignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Démission`)
};

const it_person_resigned = /** @type {(inputs: Person_ResignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dimissioni`)
};

/**
* | output |
* | --- |
* | "Resigned" |
*
* @param {Person_ResignedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_resigned = /** @type {((inputs?: Person_ResignedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_ResignedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_resigned(inputs)
	if (locale === "fr") return fr_person_resigned(inputs)
	if (locale === "it") return it_person_resigned(inputs)
	return en_person_resigned(inputs)
});