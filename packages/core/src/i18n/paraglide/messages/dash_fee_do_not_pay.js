/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Fee_Do_Not_PayInputs */

const en_dash_fee_do_not_pay = /** @type {(inputs: Dash_Fee_Do_Not_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Do not pay them.`)
};

const de_dash_fee_do_not_pay = /** @type {(inputs: Dash_Fee_Do_Not_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bezahlen Sie sie nicht.`)
};

const fr_dash_fee_do_not_pay = /** @type {(inputs: Dash_Fee_Do_Not_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ne les payez pas.`)
};

const it_dash_fee_do_not_pay = /** @type {(inputs: Dash_Fee_Do_Not_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non le paghi.`)
};

/**
* | output |
* | --- |
* | "Do not pay them." |
*
* @param {Dash_Fee_Do_Not_PayInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_fee_do_not_pay = /** @type {((inputs?: Dash_Fee_Do_Not_PayInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Fee_Do_Not_PayInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_fee_do_not_pay(inputs)
	if (locale === "fr") return fr_dash_fee_do_not_pay(inputs)
	if (locale === "it") return it_dash_fee_do_not_pay(inputs)
	return en_dash_fee_do_not_pay(inputs)
});