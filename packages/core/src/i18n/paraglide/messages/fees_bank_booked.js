/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Bank_BookedInputs */

const en_fees_bank_booked = /** @type {(inputs: Fees_Bank_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booked to their invoice`)
};

const de_fees_bank_booked = /** @type {(inputs: Fees_Bank_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihrer Rechnung zugeordnet`)
};

const fr_fees_bank_booked = /** @type {(inputs: Fees_Bank_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comptabilisés sur leur facture`)
};

const it_fees_bank_booked = /** @type {(inputs: Fees_Bank_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrati sulla loro fattura`)
};

/**
* | output |
* | --- |
* | "Booked to their invoice" |
*
* @param {Fees_Bank_BookedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_bank_booked = /** @type {((inputs?: Fees_Bank_BookedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Bank_BookedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_bank_booked(inputs)
	if (locale === "fr") return fr_fees_bank_booked(inputs)
	if (locale === "it") return it_fees_bank_booked(inputs)
	return en_fees_bank_booked(inputs)
});