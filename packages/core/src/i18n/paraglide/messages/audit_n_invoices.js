/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shownCount: NonNullable<unknown>, known: NonNullable<unknown> }} Audit_N_InvoicesInputs */

const en_audit_n_invoices = /** @type {(inputs: Audit_N_InvoicesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (i?.known === "no") return /** @type {LocalizedString} */ (`some invoices`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 invoice`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} invoices`)
	
};

const de_audit_n_invoices = /** @type {(inputs: Audit_N_InvoicesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (i?.known === "no") return /** @type {LocalizedString} */ (`einige Rechnungen`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 Rechnung`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} Rechnungen`)
	
};

const fr_audit_n_invoices = /** @type {(inputs: Audit_N_InvoicesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (i?.known === "no") return /** @type {LocalizedString} */ (`quelques factures`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 facture`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} factures`)
	
};

const it_audit_n_invoices = /** @type {(inputs: Audit_N_InvoicesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (i?.known === "no") return /** @type {LocalizedString} */ (`alcune fatture`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 fattura`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} fatture`)
	
};

/**
* | known | countPlural | output |
* | --- | --- | --- |
* | "no" | * | "some invoices" |
* | * | "one" | "1 invoice" |
* | * | * | "{shownCount} invoices" |
*
* @param {Audit_N_InvoicesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_n_invoices = /** @type {((inputs: Audit_N_InvoicesInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_N_InvoicesInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_n_invoices(inputs)
	if (locale === "fr") return fr_audit_n_invoices(inputs)
	if (locale === "it") return it_audit_n_invoices(inputs)
	return en_audit_n_invoices(inputs)
});