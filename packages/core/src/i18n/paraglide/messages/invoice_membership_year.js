/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invoice_Membership_YearInputs */

const en_invoice_membership_year = /** @type {(inputs: Invoice_Membership_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membership year`)
};

const de_invoice_membership_year = /** @type {(inputs: Invoice_Membership_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliedschaftsjahr`)
};

const fr_invoice_membership_year = /** @type {(inputs: Invoice_Membership_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Année d'adhésion`)
};

const it_invoice_membership_year = /** @type {(inputs: Invoice_Membership_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anno di adesione`)
};

/**
* | output |
* | --- |
* | "Membership year" |
*
* @param {Invoice_Membership_YearInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const invoice_membership_year = /** @type {((inputs?: Invoice_Membership_YearInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_Membership_YearInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invoice_membership_year(inputs)
	if (locale === "fr") return fr_invoice_membership_year(inputs)
	if (locale === "it") return it_invoice_membership_year(inputs)
	return en_invoice_membership_year(inputs)
});