/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_ResetInputs */

const en_person_reset = /** @type {(inputs: Person_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset`)
};

const de_person_reset = /** @type {(inputs: Person_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurücksetzen`)
};

const fr_person_reset = /** @type {(inputs: Person_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réinitialiser`)
};

const it_person_reset = /** @type {(inputs: Person_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reimpostare`)
};

/**
* | output |
* | --- |
* | "Reset" |
*
* @param {Person_ResetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_reset = /** @type {((inputs?: Person_ResetInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_ResetInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_reset(inputs)
	if (locale === "fr") return fr_person_reset(inputs)
	if (locale === "it") return it_person_reset(inputs)
	return en_person_reset(inputs)
});