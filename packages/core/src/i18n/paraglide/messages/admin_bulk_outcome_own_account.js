/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Bulk_Outcome_Own_AccountInputs */

const en_admin_bulk_outcome_own_account = /** @type {(inputs: Admin_Bulk_Outcome_Own_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your own account: ask another admin`)
};

const de_admin_bulk_outcome_own_account = /** @type {(inputs: Admin_Bulk_Outcome_Own_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr eigenes Konto: bitten Sie einen anderen Admin`)
};

const fr_admin_bulk_outcome_own_account = /** @type {(inputs: Admin_Bulk_Outcome_Own_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`votre propre compte : demandez à un autre administrateur`)
};

const it_admin_bulk_outcome_own_account = /** @type {(inputs: Admin_Bulk_Outcome_Own_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`il Suo account: lo chieda a un altro amministratore`)
};

/**
* | output |
* | --- |
* | "your own account: ask another admin" |
*
* @param {Admin_Bulk_Outcome_Own_AccountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_outcome_own_account = /** @type {((inputs?: Admin_Bulk_Outcome_Own_AccountInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bulk_Outcome_Own_AccountInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_bulk_outcome_own_account(inputs)
	if (locale === "fr") return fr_admin_bulk_outcome_own_account(inputs)
	if (locale === "it") return it_admin_bulk_outcome_own_account(inputs)
	return en_admin_bulk_outcome_own_account(inputs)
});