/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ total: NonNullable<unknown> }} Fees_Unmatched_Title_CountInputs */

const en_fees_unmatched_title_count = /** @type {(inputs: Fees_Unmatched_Title_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unmatched payments (${i?.total})`)
};

const de_fees_unmatched_title_count = /** @type {(inputs: Fees_Unmatched_Title_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nicht zugeordnete Zahlungen (${i?.total})`)
};

const fr_fees_unmatched_title_count = /** @type {(inputs: Fees_Unmatched_Title_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paiements non attribués (${i?.total})`)
};

const it_fees_unmatched_title_count = /** @type {(inputs: Fees_Unmatched_Title_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pagamenti non abbinati (${i?.total})`)
};

/**
* | output |
* | --- |
* | "Unmatched payments ({total})" |
*
* @param {Fees_Unmatched_Title_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_title_count = /** @type {((inputs: Fees_Unmatched_Title_CountInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Unmatched_Title_CountInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_unmatched_title_count(inputs)
	if (locale === "fr") return fr_fees_unmatched_title_count(inputs)
	if (locale === "it") return it_fees_unmatched_title_count(inputs)
	return en_fees_unmatched_title_count(inputs)
});