/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shownCount: NonNullable<unknown> }} Fees_Count_WordInputs */

const en_fees_count_word = /** @type {(inputs: Fees_Count_WordInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`invoice`);
	return /** @type {LocalizedString} */ (`invoices`)
	
};

const de_fees_count_word = /** @type {(inputs: Fees_Count_WordInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Rechnung`);
	return /** @type {LocalizedString} */ (`Rechnungen`)
	
};

const fr_fees_count_word = /** @type {(inputs: Fees_Count_WordInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`facture`);
	return /** @type {LocalizedString} */ (`factures`)
	
};

const it_fees_count_word = /** @type {(inputs: Fees_Count_WordInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`fattura`);
	return /** @type {LocalizedString} */ (`fatture`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "invoice" |
* | * | "invoices" |
*
* @param {Fees_Count_WordInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_count_word = /** @type {((inputs: Fees_Count_WordInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Count_WordInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_count_word(inputs)
	if (locale === "fr") return fr_fees_count_word(inputs)
	if (locale === "it") return it_fees_count_word(inputs)
	return en_fees_count_word(inputs)
});