/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Correction_HintInputs */

const en_fees_correction_hint = /** @type {(inputs: Fees_Correction_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kept in the audit log and the payments CSV`)
};

const de_fees_correction_hint = /** @type {(inputs: Fees_Correction_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird im Protokoll und im Zahlungs-CSV festgehalten`)
};

const fr_fees_correction_hint = /** @type {(inputs: Fees_Correction_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conservé dans le journal et le CSV des paiements`)
};

const it_fees_correction_hint = /** @type {(inputs: Fees_Correction_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conservato nel registro e nel CSV dei pagamenti`)
};

/**
* | output |
* | --- |
* | "Kept in the audit log and the payments CSV" |
*
* @param {Fees_Correction_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_correction_hint = /** @type {((inputs?: Fees_Correction_HintInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Correction_HintInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_correction_hint(inputs)
	if (locale === "fr") return fr_fees_correction_hint(inputs)
	if (locale === "it") return it_fees_correction_hint(inputs)
	return en_fees_correction_hint(inputs)
});