/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_BackInputs */

const en_person_back = /** @type {(inputs: Person_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to All Members`)
};

const de_person_back = /** @type {(inputs: Person_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zu allen Mitgliedern`)
};

const fr_person_back = /** @type {(inputs: Person_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à tous les membres`)
};

const it_person_back = /** @type {(inputs: Person_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tornare a tutti i membri`)
};

/**
* | output |
* | --- |
* | "Back to All Members" |
*
* @param {Person_BackInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_back = /** @type {((inputs?: Person_BackInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_BackInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_back(inputs)
	if (locale === "fr") return fr_person_back(inputs)
	if (locale === "it") return it_person_back(inputs)
	return en_person_back(inputs)
});