/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Not_ConfirmedInputs */

const en_person_not_confirmed = /** @type {(inputs: Person_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not confirmed yet`)
};

const de_person_not_confirmed = /** @type {(inputs: Person_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch nicht bestätigt`)
};

const fr_person_not_confirmed = /** @type {(inputs: Person_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore confirmée`)
};

const it_person_not_confirmed = /** @type {(inputs: Person_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non ancora confermato`)
};

/**
* | output |
* | --- |
* | "Not confirmed yet" |
*
* @param {Person_Not_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_not_confirmed = /** @type {((inputs?: Person_Not_ConfirmedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Not_ConfirmedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_not_confirmed(inputs)
	if (locale === "fr") return fr_person_not_confirmed(inputs)
	if (locale === "it") return it_person_not_confirmed(inputs)
	return en_person_not_confirmed(inputs)
});