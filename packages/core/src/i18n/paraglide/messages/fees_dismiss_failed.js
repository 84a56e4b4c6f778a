/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Dismiss_FailedInputs */

const en_fees_dismiss_failed = /** @type {(inputs: Fees_Dismiss_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment not dismissed`)
};

const de_fees_dismiss_failed = /** @type {(inputs: Fees_Dismiss_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlung nicht erledigt`)
};

const fr_fees_dismiss_failed = /** @type {(inputs: Fees_Dismiss_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement non classé`)
};

const it_fees_dismiss_failed = /** @type {(inputs: Fees_Dismiss_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagamento non archiviato`)
};

/**
* | output |
* | --- |
* | "Payment not dismissed" |
*
* @param {Fees_Dismiss_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_dismiss_failed = /** @type {((inputs?: Fees_Dismiss_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Dismiss_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_dismiss_failed(inputs)
	if (locale === "fr") return fr_fees_dismiss_failed(inputs)
	if (locale === "it") return it_fees_dismiss_failed(inputs)
	return en_fees_dismiss_failed(inputs)
});