/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Pay_Amount_HintInputs */

const en_fees_pay_amount_hint = /** @type {(inputs: Fees_Pay_Amount_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Such as 10.00`)
};

const de_fees_pay_amount_hint = /** @type {(inputs: Fees_Pay_Amount_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Beispiel 10.00`)
};

const fr_fees_pay_amount_hint = /** @type {(inputs: Fees_Pay_Amount_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Par exemple 10.00`)
};

const it_fees_pay_amount_hint = /** @type {(inputs: Fees_Pay_Amount_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ad esempio 10.00`)
};

/**
* | output |
* | --- |
* | "Such as 10.00" |
*
* @param {Fees_Pay_Amount_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_pay_amount_hint = /** @type {((inputs?: Fees_Pay_Amount_HintInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Pay_Amount_HintInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_pay_amount_hint(inputs)
	if (locale === "fr") return fr_fees_pay_amount_hint(inputs)
	if (locale === "it") return it_fees_pay_amount_hint(inputs)
	return en_fees_pay_amount_hint(inputs)
});