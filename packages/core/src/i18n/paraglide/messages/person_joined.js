/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_JoinedInputs */

const en_person_joined = /** @type {(inputs: Person_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Joined`)
};

const de_person_joined = /** @type {(inputs: Person_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registriert`)
};

const fr_person_joined = /** @type {(inputs: Person_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscription`)
};

const it_person_joined = /** @type {(inputs: Person_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrazione`)
};

/**
* | output |
* | --- |
* | "Joined" |
*
* @param {Person_JoinedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_joined = /** @type {((inputs?: Person_JoinedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_JoinedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_joined(inputs)
	if (locale === "fr") return fr_person_joined(inputs)
	if (locale === "it") return it_person_joined(inputs)
	return en_person_joined(inputs)
});