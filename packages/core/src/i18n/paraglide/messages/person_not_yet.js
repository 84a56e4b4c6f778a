/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Not_YetInputs */

const en_person_not_yet = /** @type {(inputs: Person_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not yet`)
};

const de_person_not_yet = /** @type {(inputs: Person_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch nicht`)
};

const fr_person_not_yet = /** @type {(inputs: Person_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore`)
};

const it_person_not_yet = /** @type {(inputs: Person_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non ancora`)
};

/**
* | output |
* | --- |
* | "Not yet" |
*
* @param {Person_Not_YetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_not_yet = /** @type {((inputs?: Person_Not_YetInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Not_YetInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_not_yet(inputs)
	if (locale === "fr") return fr_person_not_yet(inputs)
	if (locale === "it") return it_person_not_yet(inputs)
	return en_person_not_yet(inputs)
});