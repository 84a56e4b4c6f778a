/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, day: NonNullable<unknown> }} Dash_Fee_Open_DueInputs */

const en_dash_fee_open_due = /** @type {(inputs: Dash_Fee_Open_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Open: ${i?.amount}, due ${i?.day}`)
};

const de_dash_fee_open_due = /** @type {(inputs: Dash_Fee_Open_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Offen: ${i?.amount}, fällig am ${i?.day}`)
};

const fr_dash_fee_open_due = /** @type {(inputs: Dash_Fee_Open_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ouvert : ${i?.amount}, échéance le ${i?.day}`)
};

const it_dash_fee_open_due = /** @type {(inputs: Dash_Fee_Open_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aperto: ${i?.amount}, scadenza il ${i?.day}`)
};

/**
* | output |
* | --- |
* | "Open: {amount}, due {day}" |
*
* @param {Dash_Fee_Open_DueInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_fee_open_due = /** @type {((inputs: Dash_Fee_Open_DueInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Fee_Open_DueInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_fee_open_due(inputs)
	if (locale === "fr") return fr_dash_fee_open_due(inputs)
	if (locale === "it") return it_dash_fee_open_due(inputs)
	return en_dash_fee_open_due(inputs)
});