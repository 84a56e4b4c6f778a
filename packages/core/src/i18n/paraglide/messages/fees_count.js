/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shownCount: NonNullable<unknown> }} Fees_CountInputs */

const en_fees_count = /** @type {(inputs: Fees_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 invoice`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} invoices`)
	
};

const de_fees_count = /** @type {(inputs: Fees_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 Rechnung`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} Rechnungen`)
	
};

const fr_fees_count = /** @type {(inputs: Fees_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shownCount} facture`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} factures`)
	
};

const it_fees_count = /** @type {(inputs: Fees_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 fattura`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} fatture`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 invoice" |
* | * | "{shownCount} invoices" |
*
* @param {Fees_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_count = /** @type {((inputs: Fees_CountInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_CountInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_count(inputs)
	if (locale === "fr") return fr_fees_count(inputs)
	if (locale === "it") return it_fees_count(inputs)
	return en_fees_count(inputs)
});