/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Bulk_Remove_DescriptionInputs */

const en_admin_bulk_remove_description = /** @type {(inputs: Admin_Bulk_Remove_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each is deleted completely: account, profile, roles, application and unsent e-mails. No mail goes out. This cannot be undone.`)
};

const de_admin_bulk_remove_description = /** @type {(inputs: Admin_Bulk_Remove_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle werden vollständig gelöscht: Konto, Profil, Rollen, Antrag und nicht versandte E-Mails. Es wird keine E-Mail versandt. Dies kann nicht rückgängig gemacht werden.`)
};

const fr_admin_bulk_remove_description = /** @type {(inputs: Admin_Bulk_Remove_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chacun·e est entièrement supprimé·e : compte, profil, rôles, demande et e-mails non envoyés. Aucun e-mail n’est envoyé. Cette action est irréversible.`)
};

const it_admin_bulk_remove_description = /** @type {(inputs: Admin_Bulk_Remove_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ognuno viene eliminato completamente: account, profilo, ruoli, domanda ed e-mail non inviate. Non viene inviata alcuna e-mail. L’operazione non può essere annullata.`)
};

/**
* | output |
* | --- |
* | "Each is deleted completely: account, profile, roles, application and unsent e-mails. No mail goes out. This cannot be undone." |
*
* @param {Admin_Bulk_Remove_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_remove_description = /** @type {((inputs?: Admin_Bulk_Remove_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bulk_Remove_DescriptionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_bulk_remove_description(inputs)
	if (locale === "fr") return fr_admin_bulk_remove_description(inputs)
	if (locale === "it") return it_admin_bulk_remove_description(inputs)
	return en_admin_bulk_remove_description(inputs)
});