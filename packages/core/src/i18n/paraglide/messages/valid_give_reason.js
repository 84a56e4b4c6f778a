/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Valid_Give_ReasonInputs */

const en_valid_give_reason = /** @type {(inputs: Valid_Give_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please give a reason`)
};

const de_valid_give_reason = /** @type {(inputs: Valid_Give_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte geben Sie einen Grund an`)
};

const fr_valid_give_reason = /** @type {(inputs: Valid_Give_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez indiquer un motif`)
};

const it_valid_give_reason = /** @type {(inputs: Valid_Give_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indichi un motivo`)
};

/**
* | output |
* | --- |
* | "Please give a reason" |
*
* @param {Valid_Give_ReasonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_give_reason = /** @type {((inputs?: Valid_Give_ReasonInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Valid_Give_ReasonInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_valid_give_reason(inputs)
	if (locale === "fr") return fr_valid_give_reason(inputs)
	if (locale === "it") return it_valid_give_reason(inputs)
	return en_valid_give_reason(inputs)
});