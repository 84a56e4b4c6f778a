/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Cancel_FailedInputs */

const en_fees_cancel_failed = /** @type {(inputs: Fees_Cancel_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The invoice could not be cancelled`)
};

const de_fees_cancel_failed = /** @type {(inputs: Fees_Cancel_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Rechnung konnte nicht storniert werden`)
};

const fr_fees_cancel_failed = /** @type {(inputs: Fees_Cancel_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La facture n’a pas pu être annulée`)
};

const it_fees_cancel_failed = /** @type {(inputs: Fees_Cancel_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non è stato possibile annullare la fattura`)
};

/**
* | output |
* | --- |
* | "The invoice could not be cancelled" |
*
* @param {Fees_Cancel_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_cancel_failed = /** @type {((inputs?: Fees_Cancel_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Cancel_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_cancel_failed(inputs)
	if (locale === "fr") return fr_fees_cancel_failed(inputs)
	if (locale === "it") return it_fees_cancel_failed(inputs)
	return en_fees_cancel_failed(inputs)
});