/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Valid_End_After_StartInputs */

const en_valid_end_after_start = /** @type {(inputs: Valid_End_After_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The end time must be after the start time`)
};

const de_valid_end_after_start = /** @type {(inputs: Valid_End_After_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Endzeit muss nach der Startzeit liegen`)
};

const fr_valid_end_after_start = /** @type {(inputs: Valid_End_After_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’heure de fin doit être postérieure à l’heure de début`)
};

const it_valid_end_after_start = /** @type {(inputs: Valid_End_After_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’ora di fine deve essere successiva all’ora di inizio`)
};

/**
* | output |
* | --- |
* | "The end time must be after the start time" |
*
* @param {Valid_End_After_StartInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_end_after_start = /** @type {((inputs?: Valid_End_After_StartInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Valid_End_After_StartInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_valid_end_after_start(inputs)
	if (locale === "fr") return fr_valid_end_after_start(inputs)
	if (locale === "it") return it_valid_end_after_start(inputs)
	return en_valid_end_after_start(inputs)
});