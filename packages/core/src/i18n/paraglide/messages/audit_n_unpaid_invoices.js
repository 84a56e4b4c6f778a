/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shownCount: NonNullable<unknown>, known: NonNullable<unknown> }} Audit_N_Unpaid_InvoicesInputs */

const en_audit_n_unpaid_invoices = /** @type {(inputs: Audit_N_Unpaid_InvoicesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (i?.known === "no") return /** @type {LocalizedString} */ (`some unpaid invoices`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 unpaid invoice`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} unpaid invoices`)
	
};

const de_audit_n_unpaid_invoices = /** @type {(inputs: Audit_N_Unpaid_InvoicesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (i?.known === "no") return /** @type {LocalizedString} */ (`einige unbezahlte Rechnungen`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 unbezahlte Rechnung`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} unbezahlte Rechnungen`)
	
};

const fr_audit_n_unpaid_invoices = /** @type {(inputs: Audit_N_Unpaid_InvoicesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (i?.known === "no") return /** @type {LocalizedString} */ (`quelques factures impayées`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 facture impayée`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} factures impayées`)
	
};

const it_audit_n_unpaid_invoices = /** @type {(inputs: Audit_N_Unpaid_InvoicesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (i?.known === "no") return /** @type {LocalizedString} */ (`alcune fatture non pagate`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 fattura non pagata`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} fatture non pagate`)
	
};

/**
* | known | countPlural | output |
* | --- | --- | --- |
* | "no" | * | "some unpaid invoices" |
* | * | "one" | "1 unpaid invoice" |
* | * | * | "{shownCount} unpaid invoices" |
*
* @param {Audit_N_Unpaid_InvoicesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_n_unpaid_invoices = /** @type {((inputs: Audit_N_Unpaid_InvoicesInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_N_Unpaid_InvoicesInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_n_unpaid_invoices(inputs)
	if (locale === "fr") return fr_audit_n_unpaid_invoices(inputs)
	if (locale === "it") return it_audit_n_unpaid_invoices(inputs)
	return en_audit_n_unpaid_invoices(inputs)
});