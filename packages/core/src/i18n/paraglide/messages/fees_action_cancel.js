/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Action_CancelInputs */

const en_fees_action_cancel = /** @type {(inputs: Fees_Action_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel invoice`)
};

const de_fees_action_cancel = /** @type {(inputs: Fees_Action_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechnung stornieren`)
};

const fr_fees_action_cancel = /** @type {(inputs: Fees_Action_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler la facture`)
};

const it_fees_action_cancel = /** @type {(inputs: Fees_Action_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annullare la fattura`)
};

/**
* | output |
* | --- |
* | "Cancel invoice" |
*
* @param {Fees_Action_CancelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_action_cancel = /** @type {((inputs?: Fees_Action_CancelInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Action_CancelInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_action_cancel(inputs)
	if (locale === "fr") return fr_fees_action_cancel(inputs)
	if (locale === "it") return it_fees_action_cancel(inputs)
	return en_fees_action_cancel(inputs)
});