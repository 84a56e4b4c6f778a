/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Unmatched_TitleInputs */

const en_fees_unmatched_title = /** @type {(inputs: Fees_Unmatched_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unmatched payments`)
};

const de_fees_unmatched_title = /** @type {(inputs: Fees_Unmatched_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht zugeordnete Zahlungen`)
};

const fr_fees_unmatched_title = /** @type {(inputs: Fees_Unmatched_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiements non attribués`)
};

const it_fees_unmatched_title = /** @type {(inputs: Fees_Unmatched_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagamenti non abbinati`)
};

/**
* | output |
* | --- |
* | "Unmatched payments" |
*
* @param {Fees_Unmatched_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_title = /** @type {((inputs?: Fees_Unmatched_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Unmatched_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_unmatched_title(inputs)
	if (locale === "fr") return fr_fees_unmatched_title(inputs)
	if (locale === "it") return it_fees_unmatched_title(inputs)
	return en_fees_unmatched_title(inputs)
});