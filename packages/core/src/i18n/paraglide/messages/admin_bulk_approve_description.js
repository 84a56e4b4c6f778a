/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Bulk_Approve_DescriptionInputs */

const en_admin_bulk_approve_description = /** @type {(inputs: Admin_Bulk_Approve_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each applicant becomes a member and gets the approval mail at once, with the invoice for the annual fee (or the invoice once they confirm their address). Anyone already decided is left as they are. This cannot be undone.`)
};

const de_admin_bulk_approve_description = /** @type {(inputs: Admin_Bulk_Approve_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jede Antragstellerin und jeder Antragsteller wird Mitglied und erhält sofort die Genehmigungs-E-Mail mit der Rechnung für den Jahresbeitrag (oder die Rechnung, sobald die Adresse bestätigt ist). Bereits Entschiedene bleiben, wie sie sind. Dies kann nicht rückgängig gemacht werden.`)
};

const fr_admin_bulk_approve_description = /** @type {(inputs: Admin_Bulk_Approve_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque candidat·e devient membre et reçoit immédiatement l’e-mail d’approbation, avec la facture de la cotisation annuelle (ou la facture dès la confirmation de son adresse). Les personnes déjà décidées restent inchangées. Cette action est irréversible.`)
};

const it_admin_bulk_approve_description = /** @type {(inputs: Admin_Bulk_Approve_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ogni candidato/a diventa membro e riceve subito l’e-mail di approvazione, con la fattura della quota annuale (o la fattura non appena conferma l’indirizzo). Chi è già stato deciso resta invariato. L’operazione non può essere annullata.`)
};

/**
* | output |
* | --- |
* | "Each applicant becomes a member and gets the approval mail at once, with the invoice for the annual fee (or the invoice once they confirm their address). Any..." |
*
* @param {Admin_Bulk_Approve_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_approve_description = /** @type {((inputs?: Admin_Bulk_Approve_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bulk_Approve_DescriptionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_bulk_approve_description(inputs)
	if (locale === "fr") return fr_admin_bulk_approve_description(inputs)
	if (locale === "it") return it_admin_bulk_approve_description(inputs)
	return en_admin_bulk_approve_description(inputs)
});