/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_No_InvoicesInputs */

const en_person_no_invoices = /** @type {(inputs: Person_No_InvoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No invoices yet.`)
};

const de_person_no_invoices = /** @type {(inputs: Person_No_InvoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Rechnungen.`)
};

const fr_person_no_invoices = /** @type {(inputs: Person_No_InvoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore de factures.`)
};

const it_person_no_invoices = /** @type {(inputs: Person_No_InvoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessuna fattura per ora.`)
};

/**
* | output |
* | --- |
* | "No invoices yet." |
*
* @param {Person_No_InvoicesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_no_invoices = /** @type {((inputs?: Person_No_InvoicesInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_No_InvoicesInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_no_invoices(inputs)
	if (locale === "fr") return fr_person_no_invoices(inputs)
	if (locale === "it") return it_person_no_invoices(inputs)
	return en_person_no_invoices(inputs)
});