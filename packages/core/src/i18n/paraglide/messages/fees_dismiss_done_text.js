/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, payer: NonNullable<unknown> }} Fees_Dismiss_Done_TextInputs */

const en_fees_dismiss_done_text = /** @type {(inputs: Fees_Dismiss_Done_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} from ${i?.payer} is listed as not a fee.`)
};

const de_fees_dismiss_done_text = /** @type {(inputs: Fees_Dismiss_Done_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} von ${i?.payer} steht als kein Beitrag in den Büchern.`)
};

const fr_fees_dismiss_done_text = /** @type {(inputs: Fees_Dismiss_Done_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} de ${i?.payer} figure comme non-cotisation.`)
};

const it_fees_dismiss_done_text = /** @type {(inputs: Fees_Dismiss_Done_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} da ${i?.payer} figura come non quota.`)
};

/**
* | output |
* | --- |
* | "{amount} from {payer} is listed as not a fee." |
*
* @param {Fees_Dismiss_Done_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_dismiss_done_text = /** @type {((inputs: Fees_Dismiss_Done_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Dismiss_Done_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_dismiss_done_text(inputs)
	if (locale === "fr") return fr_fees_dismiss_done_text(inputs)
	if (locale === "it") return it_fees_dismiss_done_text(inputs)
	return en_fees_dismiss_done_text(inputs)
});