/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Valid_Choose_When_To_LeaveInputs */

const en_valid_choose_when_to_leave = /** @type {(inputs: Valid_Choose_When_To_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose when you want to leave`)
};

const de_valid_choose_when_to_leave = /** @type {(inputs: Valid_Choose_When_To_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte wählen Sie, wann Sie austreten möchten`)
};

const fr_valid_choose_when_to_leave = /** @type {(inputs: Valid_Choose_When_To_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir quand vous souhaitez partir`)
};

const it_valid_choose_when_to_leave = /** @type {(inputs: Valid_Choose_When_To_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scelga quando desidera lasciare l’associazione`)
};

/**
* | output |
* | --- |
* | "Choose when you want to leave" |
*
* @param {Valid_Choose_When_To_LeaveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_choose_when_to_leave = /** @type {((inputs?: Valid_Choose_When_To_LeaveInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Valid_Choose_When_To_LeaveInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_valid_choose_when_to_leave(inputs)
	if (locale === "fr") return fr_valid_choose_when_to_leave(inputs)
	if (locale === "it") return it_valid_choose_when_to_leave(inputs)
	return en_valid_choose_when_to_leave(inputs)
});