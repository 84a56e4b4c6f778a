/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, name: NonNullable<unknown> }} Fees_Cancel_Done_TextInputs */

const en_fees_cancel_done_text = /** @type {(inputs: Fees_Cancel_Done_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The invoice ${i?.number} of ${i?.name} is cancelled.`)
};

const de_fees_cancel_done_text = /** @type {(inputs: Fees_Cancel_Done_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Rechnung ${i?.number} von ${i?.name} ist storniert.`)
};

const fr_fees_cancel_done_text = /** @type {(inputs: Fees_Cancel_Done_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La facture ${i?.number} de ${i?.name} est annulée.`)
};

const it_fees_cancel_done_text = /** @type {(inputs: Fees_Cancel_Done_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La fattura ${i?.number} di ${i?.name} è annullata.`)
};

/**
* | output |
* | --- |
* | "The invoice {number} of {name} is cancelled." |
*
* @param {Fees_Cancel_Done_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_cancel_done_text = /** @type {((inputs: Fees_Cancel_Done_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Cancel_Done_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_cancel_done_text(inputs)
	if (locale === "fr") return fr_fees_cancel_done_text(inputs)
	if (locale === "it") return it_fees_cancel_done_text(inputs)
	return en_fees_cancel_done_text(inputs)
});