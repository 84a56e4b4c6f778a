/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Bank_BookingInputs */

const en_fees_bank_booking = /** @type {(inputs: Fees_Bank_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking payments…`)
};

const de_fees_bank_booking = /** @type {(inputs: Fees_Bank_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlungen werden verbucht…`)
};

const fr_fees_bank_booking = /** @type {(inputs: Fees_Bank_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comptabilisation des paiements…`)
};

const it_fees_bank_booking = /** @type {(inputs: Fees_Bank_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrazione dei pagamenti…`)
};

/**
* | output |
* | --- |
* | "Booking payments…" |
*
* @param {Fees_Bank_BookingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_bank_booking = /** @type {((inputs?: Fees_Bank_BookingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Bank_BookingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_bank_booking(inputs)
	if (locale === "fr") return fr_fees_bank_booking(inputs)
	if (locale === "it") return it_fees_bank_booking(inputs)
	return en_fees_bank_booking(inputs)
});