/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shownCount: NonNullable<unknown> }} Fees_Count_MatchingInputs */

const en_fees_count_matching = /** @type {(inputs: Fees_Count_MatchingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 invoice matches`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} invoices match`)
	
};

const de_fees_count_matching = /** @type {(inputs: Fees_Count_MatchingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 Rechnung passt`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} Rechnungen passen`)
	
};

const fr_fees_count_matching = /** @type {(inputs: Fees_Count_MatchingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shownCount} facture correspond`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} factures correspondent`)
	
};

const it_fees_count_matching = /** @type {(inputs: Fees_Count_MatchingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 fattura corrisponde`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} fatture corrispondono`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 invoice matches" |
* | * | "{shownCount} invoices match" |
*
* @param {Fees_Count_MatchingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_count_matching = /** @type {((inputs: Fees_Count_MatchingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Count_MatchingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_count_matching(inputs)
	if (locale === "fr") return fr_fees_count_matching(inputs)
	if (locale === "it") return it_fees_count_matching(inputs)
	return en_fees_count_matching(inputs)
});