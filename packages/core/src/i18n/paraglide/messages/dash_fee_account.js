/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Fee_AccountInputs */

const en_dash_fee_account = /** @type {(inputs: Dash_Fee_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account`)
};

const de_dash_fee_account = /** @type {(inputs: Dash_Fee_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto`)
};

const fr_dash_fee_account = /** @type {(inputs: Dash_Fee_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compte`)
};

const it_dash_fee_account = /** @type {(inputs: Dash_Fee_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conto`)
};

/**
* | output |
* | --- |
* | "Account" |
*
* @param {Dash_Fee_AccountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_fee_account = /** @type {((inputs?: Dash_Fee_AccountInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Fee_AccountInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_fee_account(inputs)
	if (locale === "fr") return fr_dash_fee_account(inputs)
	if (locale === "it") return it_dash_fee_account(inputs)
	return en_dash_fee_account(inputs)
});