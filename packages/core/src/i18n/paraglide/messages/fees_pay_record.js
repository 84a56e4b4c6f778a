/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Pay_RecordInputs */

const en_fees_pay_record = /** @type {(inputs: Fees_Pay_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Record payment`)
};

const de_fees_pay_record = /** @type {(inputs: Fees_Pay_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlung erfassen`)
};

const fr_fees_pay_record = /** @type {(inputs: Fees_Pay_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer le paiement`)
};

const it_fees_pay_record = /** @type {(inputs: Fees_Pay_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrare il pagamento`)
};

/**
* | output |
* | --- |
* | "Record payment" |
*
* @param {Fees_Pay_RecordInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_pay_record = /** @type {((inputs?: Fees_Pay_RecordInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Pay_RecordInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_pay_record(inputs)
	if (locale === "fr") return fr_fees_pay_record(inputs)
	if (locale === "it") return it_fees_pay_record(inputs)
	return en_fees_pay_record(inputs)
});