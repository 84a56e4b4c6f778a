/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_HistoryInputs */

const en_person_history = /** @type {(inputs: Person_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membership history`)
};

const de_person_history = /** @type {(inputs: Person_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verlauf der Mitgliedschaft`)
};

const fr_person_history = /** @type {(inputs: Person_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historique de l’adhésion`)
};

const it_person_history = /** @type {(inputs: Person_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cronologia dell’adesione`)
};

/**
* | output |
* | --- |
* | "Membership history" |
*
* @param {Person_HistoryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_history = /** @type {((inputs?: Person_HistoryInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_HistoryInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_history(inputs)
	if (locale === "fr") return fr_person_history(inputs)
	if (locale === "it") return it_person_history(inputs)
	return en_person_history(inputs)
});