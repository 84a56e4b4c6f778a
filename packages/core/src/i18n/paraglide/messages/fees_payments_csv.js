/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ year: NonNullable<unknown> }} Fees_Payments_CsvInputs */

const en_fees_payments_csv = /** @type {(inputs: Fees_Payments_CsvInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Payments ${i?.year} (CSV)`)
};

const de_fees_payments_csv = /** @type {(inputs: Fees_Payments_CsvInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zahlungen ${i?.year} (CSV)`)
};

const fr_fees_payments_csv = /** @type {(inputs: Fees_Payments_CsvInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paiements ${i?.year} (CSV)`)
};

const it_fees_payments_csv = /** @type {(inputs: Fees_Payments_CsvInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pagamenti ${i?.year} (CSV)`)
};

/**
* | output |
* | --- |
* | "Payments {year} (CSV)" |
*
* @param {Fees_Payments_CsvInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_payments_csv = /** @type {((inputs: Fees_Payments_CsvInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Payments_CsvInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_payments_csv(inputs)
	if (locale === "fr") return fr_fees_payments_csv(inputs)
	if (locale === "it") return it_fees_payments_csv(inputs)
	return en_fees_payments_csv(inputs)
});