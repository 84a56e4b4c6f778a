/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, email: NonNullable<unknown> }} Admin_Remove_DescriptionInputs */

const en_admin_remove_description = /** @type {(inputs: Admin_Remove_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.email}) will be deleted completely: account, profile, roles, application and unsent e-mails. No mail goes out. This cannot be undone.`)
};

const de_admin_remove_description = /** @type {(inputs: Admin_Remove_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.email}) wird vollständig gelöscht: Konto, Profil, Rollen, Antrag und nicht versandte E-Mails. Es wird keine E-Mail versandt. Dies kann nicht rückgängig gemacht werden.`)
};

const fr_admin_remove_description = /** @type {(inputs: Admin_Remove_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.email}) sera entièrement supprimé : compte, profil, rôles, demande et e-mails non envoyés. Aucun e-mail n’est envoyé. Cette action est irréversible.`)
};

const it_admin_remove_description = /** @type {(inputs: Admin_Remove_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.email}) verrà eliminato completamente: account, profilo, ruoli, domanda ed e-mail non inviate. Non viene inviata alcuna e-mail. L’operazione non può essere annullata.`)
};

/**
* | output |
* | --- |
* | "{name} ({email}) will be deleted completely: account, profile, roles, application and unsent e-mails. No mail goes out. This cannot be undone." |
*
* @param {Admin_Remove_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_remove_description = /** @type {((inputs: Admin_Remove_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Remove_DescriptionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_remove_description(inputs)
	if (locale === "fr") return fr_admin_remove_description(inputs)
	if (locale === "it") return it_admin_remove_description(inputs)
	return en_admin_remove_description(inputs)
});