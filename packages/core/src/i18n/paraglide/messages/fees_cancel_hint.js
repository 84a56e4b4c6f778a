/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Cancel_HintInputs */

const en_fees_cancel_hint = /** @type {(inputs: Fees_Cancel_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kept in the audit log`)
};

const de_fees_cancel_hint = /** @type {(inputs: Fees_Cancel_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird im Protokoll aufbewahrt`)
};

const fr_fees_cancel_hint = /** @type {(inputs: Fees_Cancel_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conservé dans le journal d’audit`)
};

const it_fees_cancel_hint = /** @type {(inputs: Fees_Cancel_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conservato nel registro delle attività`)
};

/**
* | output |
* | --- |
* | "Kept in the audit log" |
*
* @param {Fees_Cancel_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_cancel_hint = /** @type {((inputs?: Fees_Cancel_HintInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Cancel_HintInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_cancel_hint(inputs)
	if (locale === "fr") return fr_fees_cancel_hint(inputs)
	if (locale === "it") return it_fees_cancel_hint(inputs)
	return en_fees_cancel_hint(inputs)
});