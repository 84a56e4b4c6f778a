/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Resign_Open_InvoicesInputs */

const en_dash_resign_open_invoices = /** @type {(inputs: Dash_Resign_Open_InvoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open invoices`)
};

const de_dash_resign_open_invoices = /** @type {(inputs: Dash_Resign_Open_InvoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offene Rechnungen`)
};

const fr_dash_resign_open_invoices = /** @type {(inputs: Dash_Resign_Open_InvoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Factures ouvertes`)
};

const it_dash_resign_open_invoices = /** @type {(inputs: Dash_Resign_Open_InvoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fatture aperte`)
};

/**
* | output |
* | --- |
* | "Open invoices" |
*
* @param {Dash_Resign_Open_InvoicesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_open_invoices = /** @type {((inputs?: Dash_Resign_Open_InvoicesInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Resign_Open_InvoicesInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_resign_open_invoices(inputs)
	if (locale === "fr") return fr_dash_resign_open_invoices(inputs)
	if (locale === "it") return it_dash_resign_open_invoices(inputs)
	return en_dash_resign_open_invoices(inputs)
});