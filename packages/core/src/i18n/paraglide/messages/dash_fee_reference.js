/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Fee_ReferenceInputs */

const en_dash_fee_reference = /** @type {(inputs: Dash_Fee_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reference`)
};

const de_dash_fee_reference = /** @type {(inputs: Dash_Fee_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referenz`)
};

const fr_dash_fee_reference = /** @type {(inputs: Dash_Fee_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Référence`)
};

const it_dash_fee_reference = /** @type {(inputs: Dash_Fee_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Riferimento`)
};

/**
* | output |
* | --- |
* | "Reference" |
*
* @param {Dash_Fee_ReferenceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_fee_reference = /** @type {((inputs?: Dash_Fee_ReferenceInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Fee_ReferenceInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_fee_reference(inputs)
	if (locale === "fr") return fr_dash_fee_reference(inputs)
	if (locale === "it") return it_dash_fee_reference(inputs)
	return en_dash_fee_reference(inputs)
});