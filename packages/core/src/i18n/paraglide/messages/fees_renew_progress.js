/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ year: NonNullable<unknown>, created: NonNullable<unknown>, planned: NonNullable<unknown> }} Fees_Renew_ProgressInputs */

const en_fees_renew_progress = /** @type {(inputs: Fees_Renew_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renewal for ${i?.year}: ${i?.created} of ${i?.planned} invoices issued`)
};

const de_fees_renew_progress = /** @type {(inputs: Fees_Renew_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Erneuerung für ${i?.year}: ${i?.created} von ${i?.planned} Rechnungen ausgestellt`)
};

const fr_fees_renew_progress = /** @type {(inputs: Fees_Renew_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renouvellement pour ${i?.year} : ${i?.created} factures émises sur ${i?.planned}`)
};

const it_fees_renew_progress = /** @type {(inputs: Fees_Renew_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rinnovo per il ${i?.year}: ${i?.created} fatture emesse su ${i?.planned}`)
};

/**
* | output |
* | --- |
* | "Renewal for {year}: {created} of {planned} invoices issued" |
*
* @param {Fees_Renew_ProgressInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_renew_progress = /** @type {((inputs: Fees_Renew_ProgressInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Renew_ProgressInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_renew_progress(inputs)
	if (locale === "fr") return fr_fees_renew_progress(inputs)
	if (locale === "it") return it_fees_renew_progress(inputs)
	return en_fees_renew_progress(inputs)
});