/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_ConfirmedInputs */

const en_person_confirmed = /** @type {(inputs: Person_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmed`)
};

const de_person_confirmed = /** @type {(inputs: Person_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigt`)
};

const fr_person_confirmed = /** @type {(inputs: Person_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmée`)
};

const it_person_confirmed = /** @type {(inputs: Person_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confermato`)
};

/**
* | output |
* | --- |
* | "Confirmed" |
*
* @param {Person_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_confirmed = /** @type {((inputs?: Person_ConfirmedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_ConfirmedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_confirmed(inputs)
	if (locale === "fr") return fr_person_confirmed(inputs)
	if (locale === "it") return it_person_confirmed(inputs)
	return en_person_confirmed(inputs)
});