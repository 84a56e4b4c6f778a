/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_End_TitleInputs */

const en_fees_end_title = /** @type {(inputs: Fees_End_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`End membership?`)
};

const de_fees_end_title = /** @type {(inputs: Fees_End_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliedschaft beenden?`)
};

const fr_fees_end_title = /** @type {(inputs: Fees_End_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mettre fin à l’adhésion ?`)
};

const it_fees_end_title = /** @type {(inputs: Fees_End_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminare l’adesione?`)
};

/**
* | output |
* | --- |
* | "End membership?" |
*
* @param {Fees_End_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_end_title = /** @type {((inputs?: Fees_End_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_End_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_end_title(inputs)
	if (locale === "fr") return fr_fees_end_title(inputs)
	if (locale === "it") return it_fees_end_title(inputs)
	return en_fees_end_title(inputs)
});