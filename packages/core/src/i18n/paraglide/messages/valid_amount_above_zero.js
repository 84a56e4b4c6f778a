/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Valid_Amount_Above_ZeroInputs */

const en_valid_amount_above_zero = /** @type {(inputs: Valid_Amount_Above_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The amount must be more than zero`)
};

const de_valid_amount_above_zero = /** @type {(inputs: Valid_Amount_Above_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Betrag muss grösser als null sein`)
};

const fr_valid_amount_above_zero = /** @type {(inputs: Valid_Amount_Above_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le montant doit être supérieur à zéro`)
};

const it_valid_amount_above_zero = /** @type {(inputs: Valid_Amount_Above_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’importo deve essere superiore a zero`)
};

/**
* | output |
* | --- |
* | "The amount must be more than zero" |
*
* @param {Valid_Amount_Above_ZeroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_amount_above_zero = /** @type {((inputs?: Valid_Amount_Above_ZeroInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Valid_Amount_Above_ZeroInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_valid_amount_above_zero(inputs)
	if (locale === "fr") return fr_valid_amount_above_zero(inputs)
	if (locale === "it") return it_valid_amount_above_zero(inputs)
	return en_valid_amount_above_zero(inputs)
});