/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, email: NonNullable<unknown> }} Admin_Approve_Description_With_InvoiceInputs */

const en_admin_approve_description_with_invoice = /** @type {(inputs: Admin_Approve_Description_With_InvoiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.email}) becomes a member. The approval mail goes out to them at once, with the invoice for the annual fee. This cannot be undone.`)
};

const de_admin_approve_description_with_invoice = /** @type {(inputs: Admin_Approve_Description_With_InvoiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.email}) wird Mitglied. Die Genehmigungs-E-Mail geht sofort an sie oder ihn, mit der Rechnung für den Jahresbeitrag. Dies kann nicht rückgängig gemacht werden.`)
};

const fr_admin_approve_description_with_invoice = /** @type {(inputs: Admin_Approve_Description_With_InvoiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.email}) devient membre. L’e-mail d’approbation lui est envoyé immédiatement, avec la facture de la cotisation annuelle. Cette action est irréversible.`)
};

const it_admin_approve_description_with_invoice = /** @type {(inputs: Admin_Approve_Description_With_InvoiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.email}) diventa membro. L’e-mail di approvazione viene inviata subito, con la fattura della quota annuale. L’operazione non può essere annullata.`)
};

/**
* | output |
* | --- |
* | "{name} ({email}) becomes a member. The approval mail goes out to them at once, with the invoice for the annual fee. This cannot be undone." |
*
* @param {Admin_Approve_Description_With_InvoiceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_approve_description_with_invoice = /** @type {((inputs: Admin_Approve_Description_With_InvoiceInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Approve_Description_With_InvoiceInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_approve_description_with_invoice(inputs)
	if (locale === "fr") return fr_admin_approve_description_with_invoice(inputs)
	if (locale === "it") return it_admin_approve_description_with_invoice(inputs)
	return en_admin_approve_description_with_invoice(inputs)
});