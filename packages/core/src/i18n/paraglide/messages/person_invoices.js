/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_InvoicesInputs */

const en_person_invoices = /** @type {(inputs: Person_InvoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invoices`)
};

const de_person_invoices = /** @type {(inputs: Person_InvoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechnungen`)
};

const fr_person_invoices = /** @type {(inputs: Person_InvoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Factures`)
};

const it_person_invoices = /** @type {(inputs: Person_InvoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fatture`)
};

/**
* | output |
* | --- |
* | "Invoices" |
*
* @param {Person_InvoicesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_invoices = /** @type {((inputs?: Person_InvoicesInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_InvoicesInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_invoices(inputs)
	if (locale === "fr") return fr_person_invoices(inputs)
	if (locale === "it") return it_person_invoices(inputs)
	return en_person_invoices(inputs)
});