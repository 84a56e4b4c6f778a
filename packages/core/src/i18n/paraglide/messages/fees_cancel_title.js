/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Cancel_TitleInputs */

const en_fees_cancel_title = /** @type {(inputs: Fees_Cancel_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel this invoice?`)
};

const de_fees_cancel_title = /** @type {(inputs: Fees_Cancel_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Rechnung stornieren?`)
};

const fr_fees_cancel_title = /** @type {(inputs: Fees_Cancel_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler cette facture ?`)
};

const it_fees_cancel_title = /** @type {(inputs: Fees_Cancel_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annullare questa fattura?`)
};

/**
* | output |
* | --- |
* | "Cancel this invoice?" |
*
* @param {Fees_Cancel_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_cancel_title = /** @type {((inputs?: Fees_Cancel_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Cancel_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_cancel_title(inputs)
	if (locale === "fr") return fr_fees_cancel_title(inputs)
	if (locale === "it") return it_fees_cancel_title(inputs)
	return en_fees_cancel_title(inputs)
});