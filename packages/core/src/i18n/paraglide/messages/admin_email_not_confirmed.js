/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Email_Not_ConfirmedInputs */

const en_admin_email_not_confirmed = /** @type {(inputs: Admin_Email_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail not confirmed yet`)
};

const de_admin_email_not_confirmed = /** @type {(inputs: Admin_Email_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail noch nicht bestätigt`)
};

const fr_admin_email_not_confirmed = /** @type {(inputs: Admin_Email_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail pas encore confirmé`)
};

const it_admin_email_not_confirmed = /** @type {(inputs: Admin_Email_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail non ancora confermata`)
};

/**
* | output |
* | --- |
* | "E-mail not confirmed yet" |
*
* @param {Admin_Email_Not_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_email_not_confirmed = /** @type {((inputs?: Admin_Email_Not_ConfirmedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Email_Not_ConfirmedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_email_not_confirmed(inputs)
	if (locale === "fr") return fr_admin_email_not_confirmed(inputs)
	if (locale === "it") return it_admin_email_not_confirmed(inputs)
	return en_admin_email_not_confirmed(inputs)
});