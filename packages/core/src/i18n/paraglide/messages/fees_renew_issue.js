/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ invoices: NonNullable<unknown> }} Fees_Renew_IssueInputs */

const en_fees_renew_issue = /** @type {(inputs: Fees_Renew_IssueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Issue ${i?.invoices}`)
};

const de_fees_renew_issue = /** @type {(inputs: Fees_Renew_IssueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.invoices} ausstellen`)
};

const fr_fees_renew_issue = /** @type {(inputs: Fees_Renew_IssueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Émettre ${i?.invoices}`)
};

const it_fees_renew_issue = /** @type {(inputs: Fees_Renew_IssueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Emettere ${i?.invoices}`)
};

/**
* | output |
* | --- |
* | "Issue {invoices}" |
*
* @param {Fees_Renew_IssueInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_renew_issue = /** @type {((inputs: Fees_Renew_IssueInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Renew_IssueInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_renew_issue(inputs)
	if (locale === "fr") return fr_fees_renew_issue(inputs)
	if (locale === "it") return it_fees_renew_issue(inputs)
	return en_fees_renew_issue(inputs)
});