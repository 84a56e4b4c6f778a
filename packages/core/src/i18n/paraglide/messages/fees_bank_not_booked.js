/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Bank_Not_BookedInputs */

const en_fees_bank_not_booked = /** @type {(inputs: Fees_Bank_Not_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not booked by the bank yet (pending or rejected)`)
};

const de_fees_bank_not_booked = /** @type {(inputs: Fees_Bank_Not_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Von der Bank noch nicht gebucht (ausstehend oder abgelehnt)`)
};

const fr_fees_bank_not_booked = /** @type {(inputs: Fees_Bank_Not_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore comptabilisés par la banque (en attente ou refusés)`)
};

const it_fees_bank_not_booked = /** @type {(inputs: Fees_Bank_Not_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non ancora contabilizzati dalla banca (in sospeso o rifiutati)`)
};

/**
* | output |
* | --- |
* | "Not booked by the bank yet (pending or rejected)" |
*
* @param {Fees_Bank_Not_BookedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_bank_not_booked = /** @type {((inputs?: Fees_Bank_Not_BookedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Bank_Not_BookedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_bank_not_booked(inputs)
	if (locale === "fr") return fr_fees_bank_not_booked(inputs)
	if (locale === "it") return it_fees_bank_not_booked(inputs)
	return en_fees_bank_not_booked(inputs)
});