/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_End_DoneInputs */

const en_fees_end_done = /** @type {(inputs: Fees_End_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membership ended`)
};

const de_fees_end_done = /** @type {(inputs: Fees_End_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliedschaft beendet`)
};

const fr_fees_end_done = /** @type {(inputs: Fees_End_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adhésion terminée`)
};

const it_fees_end_done = /** @type {(inputs: Fees_End_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adesione terminata`)
};

/**
* | output |
* | --- |
* | "Membership ended" |
*
* @param {Fees_End_DoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_end_done = /** @type {((inputs?: Fees_End_DoneInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_End_DoneInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_end_done(inputs)
	if (locale === "fr") return fr_fees_end_done(inputs)
	if (locale === "it") return it_fees_end_done(inputs)
	return en_fees_end_done(inputs)
});