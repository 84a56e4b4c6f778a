/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, amount: NonNullable<unknown>, number: NonNullable<unknown> }} Fees_Cancel_TextInputs */

const en_fees_cancel_text = /** @type {(inputs: Fees_Cancel_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} will no longer owe ${i?.amount} on invoice ${i?.number}, and no reminder will be sent for it. This cannot be undone.`)
};

const de_fees_cancel_text = /** @type {(inputs: Fees_Cancel_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} schuldet die ${i?.amount} der Rechnung ${i?.number} nicht mehr, und es wird keine Mahnung dafür verschickt. Dies kann nicht rückgängig gemacht werden.`)
};

const fr_fees_cancel_text = /** @type {(inputs: Fees_Cancel_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ne devra plus ${i?.amount} sur la facture ${i?.number}, et aucun rappel ne sera envoyé pour celle-ci. Cette action est irréversible.`)
};

const it_fees_cancel_text = /** @type {(inputs: Fees_Cancel_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} non dovrà più ${i?.amount} sulla fattura ${i?.number} e non verrà inviato alcun sollecito. L’operazione è irreversibile.`)
};

/**
* | output |
* | --- |
* | "{name} will no longer owe {amount} on invoice {number}, and no reminder will be sent for it. This cannot be undone." |
*
* @param {Fees_Cancel_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_cancel_text = /** @type {((inputs: Fees_Cancel_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Cancel_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_cancel_text(inputs)
	if (locale === "fr") return fr_fees_cancel_text(inputs)
	if (locale === "it") return it_fees_cancel_text(inputs)
	return en_fees_cancel_text(inputs)
});