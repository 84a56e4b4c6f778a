/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ year: NonNullable<unknown>, studentType: NonNullable<unknown> }} Invoice_Annual_FeeInputs */

const en_invoice_annual_fee = /** @type {(inputs: Invoice_Annual_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Annual membership fee ${i?.year} (${i?.studentType})`)
};

const de_invoice_annual_fee = /** @type {(inputs: Invoice_Annual_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jahresbeitrag ${i?.year} (${i?.studentType})`)
};

const fr_invoice_annual_fee = /** @type {(inputs: Invoice_Annual_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cotisation annuelle ${i?.year} (${i?.studentType})`)
};

const it_invoice_annual_fee = /** @type {(inputs: Invoice_Annual_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quota associativa annuale ${i?.year} (${i?.studentType})`)
};

/**
* | output |
* | --- |
* | "Annual membership fee {year} ({studentType})" |
*
* @param {Invoice_Annual_FeeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const invoice_annual_fee = /** @type {((inputs: Invoice_Annual_FeeInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_Annual_FeeInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invoice_annual_fee(inputs)
	if (locale === "fr") return fr_invoice_annual_fee(inputs)
	if (locale === "it") return it_invoice_annual_fee(inputs)
	return en_invoice_annual_fee(inputs)
});