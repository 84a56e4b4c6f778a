/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Fee_Test_BillsInputs */

const en_dash_fee_test_bills = /** @type {(inputs: Dash_Fee_Test_BillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These bills name a`)
};

const de_dash_fee_test_bills = /** @type {(inputs: Dash_Fee_Test_BillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Rechnungen nennen ein`)
};

const fr_dash_fee_test_bills = /** @type {(inputs: Dash_Fee_Test_BillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ces factures indiquent un`)
};

const it_dash_fee_test_bills = /** @type {(inputs: Dash_Fee_Test_BillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Queste fatture indicano un`)
};

/**
* | output |
* | --- |
* | "These bills name a" |
*
* @param {Dash_Fee_Test_BillsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_fee_test_bills = /** @type {((inputs?: Dash_Fee_Test_BillsInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Fee_Test_BillsInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_fee_test_bills(inputs)
	if (locale === "fr") return fr_dash_fee_test_bills(inputs)
	if (locale === "it") return it_dash_fee_test_bills(inputs)
	return en_dash_fee_test_bills(inputs)
});