/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Resign_Invoices_KeptInputs */

const en_dash_resign_invoices_kept = /** @type {(inputs: Dash_Resign_Invoices_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invoices are kept, with your name, for the accounts (ten years).`)
};

const de_dash_resign_invoices_kept = /** @type {(inputs: Dash_Resign_Invoices_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechnungen werden mit Ihrem Namen für die Buchhaltung aufbewahrt (zehn Jahre).`)
};

const fr_dash_resign_invoices_kept = /** @type {(inputs: Dash_Resign_Invoices_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les factures sont conservées, avec votre nom, pour la comptabilité (dix ans).`)
};

const it_dash_resign_invoices_kept = /** @type {(inputs: Dash_Resign_Invoices_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le fatture sono conservate, con il Suo nome, per la contabilità (dieci anni).`)
};

/**
* | output |
* | --- |
* | "Invoices are kept, with your name, for the accounts (ten years)." |
*
* @param {Dash_Resign_Invoices_KeptInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_invoices_kept = /** @type {((inputs?: Dash_Resign_Invoices_KeptInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Resign_Invoices_KeptInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_resign_invoices_kept(inputs)
	if (locale === "fr") return fr_dash_resign_invoices_kept(inputs)
	if (locale === "it") return it_dash_resign_invoices_kept(inputs)
	return en_dash_resign_invoices_kept(inputs)
});