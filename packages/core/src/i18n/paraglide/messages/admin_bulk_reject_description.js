/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Bulk_Reject_DescriptionInputs */

const en_admin_bulk_reject_description = /** @type {(inputs: Admin_Bulk_Reject_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each applicant gets the rejection mail at once. Anyone already decided is left as they are. This cannot be undone.`)
};

const de_admin_bulk_reject_description = /** @type {(inputs: Admin_Bulk_Reject_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jede Antragstellerin und jeder Antragsteller erhält sofort die Ablehnungs-E-Mail. Bereits Entschiedene bleiben, wie sie sind. Dies kann nicht rückgängig gemacht werden.`)
};

const fr_admin_bulk_reject_description = /** @type {(inputs: Admin_Bulk_Reject_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque candidat·e reçoit immédiatement l’e-mail de refus. Les personnes déjà décidées restent inchangées. Cette action est irréversible.`)
};

const it_admin_bulk_reject_description = /** @type {(inputs: Admin_Bulk_Reject_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ogni candidato/a riceve subito l’e-mail di rifiuto. Chi è già stato deciso resta invariato. L’operazione non può essere annullata.`)
};

/**
* | output |
* | --- |
* | "Each applicant gets the rejection mail at once. Anyone already decided is left as they are. This cannot be undone." |
*
* @param {Admin_Bulk_Reject_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_reject_description = /** @type {((inputs?: Admin_Bulk_Reject_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bulk_Reject_DescriptionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_bulk_reject_description(inputs)
	if (locale === "fr") return fr_admin_bulk_reject_description(inputs)
	if (locale === "it") return it_admin_bulk_reject_description(inputs)
	return en_admin_bulk_reject_description(inputs)
});