/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Fee_PastInputs */

const en_dash_fee_past = /** @type {(inputs: Dash_Fee_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Past invoices`)
};

const de_dash_fee_past = /** @type {(inputs: Dash_Fee_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Frühere Rechnungen`)
};

const fr_dash_fee_past = /** @type {(inputs: Dash_Fee_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Factures précédentes`)
};

const it_dash_fee_past = /** @type {(inputs: Dash_Fee_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fatture precedenti`)
};

/**
* | output |
* | --- |
* | "Past invoices" |
*
* @param {Dash_Fee_PastInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_fee_past = /** @type {((inputs?: Dash_Fee_PastInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Fee_PastInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_fee_past(inputs)
	if (locale === "fr") return fr_dash_fee_past(inputs)
	if (locale === "it") return it_dash_fee_past(inputs)
	return en_dash_fee_past(inputs)
});