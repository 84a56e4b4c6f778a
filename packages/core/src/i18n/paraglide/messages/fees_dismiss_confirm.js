/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Dismiss_ConfirmInputs */

const en_fees_dismiss_confirm = /** @type {(inputs: Fees_Dismiss_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss payment`)
};

const de_fees_dismiss_confirm = /** @type {(inputs: Fees_Dismiss_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlung erledigen`)
};

const fr_fees_dismiss_confirm = /** @type {(inputs: Fees_Dismiss_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classer le paiement`)
};

const it_fees_dismiss_confirm = /** @type {(inputs: Fees_Dismiss_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archiviare il pagamento`)
};

/**
* | output |
* | --- |
* | "Dismiss payment" |
*
* @param {Fees_Dismiss_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_dismiss_confirm = /** @type {((inputs?: Fees_Dismiss_ConfirmInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Dismiss_ConfirmInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_dismiss_confirm(inputs)
	if (locale === "fr") return fr_fees_dismiss_confirm(inputs)
	if (locale === "it") return it_fees_dismiss_confirm(inputs)
	return en_fees_dismiss_confirm(inputs)
});