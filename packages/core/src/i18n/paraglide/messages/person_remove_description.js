/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, email: NonNullable<unknown> }} Person_Remove_DescriptionInputs */

const en_person_remove_description = /** @type {(inputs: Person_Remove_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.email}) will be deleted completely: account, profile, roles, application and unsent e-mails. No e-mail goes out. Invoices stay for the books with the name as billed. This cannot be undone.`)
};

const de_person_remove_description = /** @type {(inputs: Person_Remove_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.email}) wird vollständig gelöscht: Konto, Profil, Rollen, Antrag und nicht versandte E-Mails. Es wird keine E-Mail versandt. Rechnungen bleiben für die Buchhaltung mit dem verrechneten Namen erhalten. Dies kann nicht rückgängig gemacht werden.`)
};

const fr_person_remove_description = /** @type {(inputs: Person_Remove_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.email}) sera entièrement supprimé : compte, profil, rôles, demande et e-mails non envoyés. Aucun e-mail n’est envoyé. Les factures restent en comptabilité avec le nom facturé. Cette action est irréversible.`)
};

const it_person_remove_description = /** @type {(inputs: Person_Remove_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.email}) verrà eliminato completamente: account, profilo, ruoli, domanda ed e-mail non inviate. Non viene inviata alcuna e-mail. Le fatture restano in contabilità con il nome fatturato. L’operazione non può essere annullata.`)
};

/**
* | output |
* | --- |
* | "{name} ({email}) will be deleted completely: account, profile, roles, application and unsent e-mails. No e-mail goes out. Invoices stay for the books with th..." |
*
* @param {Person_Remove_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_remove_description = /** @type {((inputs: Person_Remove_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Remove_DescriptionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_remove_description(inputs)
	if (locale === "fr") return fr_person_remove_description(inputs)
	if (locale === "it") return it_person_remove_description(inputs)
	return en_person_remove_description(inputs)
});