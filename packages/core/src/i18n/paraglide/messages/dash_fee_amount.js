/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Fee_AmountInputs */

const en_dash_fee_amount = /** @type {(inputs: Dash_Fee_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount`)
};

const de_dash_fee_amount = /** @type {(inputs: Dash_Fee_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Betrag`)
};

const fr_dash_fee_amount = /** @type {(inputs: Dash_Fee_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Montant`)
};

const it_dash_fee_amount = /** @type {(inputs: Dash_Fee_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importo`)
};

/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Dash_Fee_AmountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_fee_amount = /** @type {((inputs?: Dash_Fee_AmountInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Fee_AmountInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_fee_amount(inputs)
	if (locale === "fr") return fr_dash_fee_amount(inputs)
	if (locale === "it") return it_dash_fee_amount(inputs)
	return en_dash_fee_amount(inputs)
});