/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Valid_From_Before_ToInputs */

const en_valid_from_before_to = /** @type {(inputs: Valid_From_Before_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From must be on or before To`)
};

const de_valid_from_before_to = /** @type {(inputs: Valid_From_Before_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Von-Datum darf nicht nach dem Bis-Datum liegen`)
};

const fr_valid_from_before_to = /** @type {(inputs: Valid_From_Before_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La date de début ne peut pas être postérieure à la date de fin`)
};

const it_valid_from_before_to = /** @type {(inputs: Valid_From_Before_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La data d’inizio non può essere successiva alla data di fine`)
};

/**
* | output |
* | --- |
* | "From must be on or before To" |
*
* @param {Valid_From_Before_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_from_before_to = /** @type {((inputs?: Valid_From_Before_ToInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Valid_From_Before_ToInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_valid_from_before_to(inputs)
	if (locale === "fr") return fr_valid_from_before_to(inputs)
	if (locale === "it") return it_valid_from_before_to(inputs)
	return en_valid_from_before_to(inputs)
});