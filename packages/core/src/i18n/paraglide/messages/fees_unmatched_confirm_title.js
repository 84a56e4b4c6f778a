/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Unmatched_Confirm_TitleInputs */

const en_fees_unmatched_confirm_title = /** @type {(inputs: Fees_Unmatched_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assign this payment?`)
};

const de_fees_unmatched_confirm_title = /** @type {(inputs: Fees_Unmatched_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Zahlung zuordnen?`)
};

const fr_fees_unmatched_confirm_title = /** @type {(inputs: Fees_Unmatched_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attribuer ce paiement ?`)
};

const it_fees_unmatched_confirm_title = /** @type {(inputs: Fees_Unmatched_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assegnare questo pagamento?`)
};

/**
* | output |
* | --- |
* | "Assign this payment?" |
*
* @param {Fees_Unmatched_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_confirm_title = /** @type {((inputs?: Fees_Unmatched_Confirm_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Unmatched_Confirm_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_unmatched_confirm_title(inputs)
	if (locale === "fr") return fr_fees_unmatched_confirm_title(inputs)
	if (locale === "it") return it_fees_unmatched_confirm_title(inputs)
	return en_fees_unmatched_confirm_title(inputs)
});