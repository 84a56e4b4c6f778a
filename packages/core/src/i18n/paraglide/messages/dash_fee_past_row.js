/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ year: NonNullable<unknown>, number: NonNullable<unknown>, amount: NonNullable<unknown> }} Dash_Fee_Past_RowInputs */

const en_dash_fee_past_row = /** @type {(inputs: Dash_Fee_Past_RowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.year} · Invoice ${i?.number} · ${i?.amount}`)
};

const de_dash_fee_past_row = /** @type {(inputs: Dash_Fee_Past_RowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.year} · Rechnung ${i?.number} · ${i?.amount}`)
};

const fr_dash_fee_past_row = /** @type {(inputs: Dash_Fee_Past_RowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.year} · Facture ${i?.number} · ${i?.amount}`)
};

const it_dash_fee_past_row = /** @type {(inputs: Dash_Fee_Past_RowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.year} · Fattura ${i?.number} · ${i?.amount}`)
};

/**
* | output |
* | --- |
* | "{year} · Invoice {number} · {amount}" |
*
* @param {Dash_Fee_Past_RowInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_fee_past_row = /** @type {((inputs: Dash_Fee_Past_RowInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Fee_Past_RowInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_fee_past_row(inputs)
	if (locale === "fr") return fr_dash_fee_past_row(inputs)
	if (locale === "it") return it_dash_fee_past_row(inputs)
	return en_dash_fee_past_row(inputs)
});