/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, email: NonNullable<unknown> }} Admin_Approve_Description_Invoice_LaterInputs */

const en_admin_approve_description_invoice_later = /** @type {(inputs: Admin_Approve_Description_Invoice_LaterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.email}) becomes a member. The approval mail goes out to them at once, and the invoice for the annual fee once the address is confirmed. This cannot be undone.`)
};

const de_admin_approve_description_invoice_later = /** @type {(inputs: Admin_Approve_Description_Invoice_LaterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.email}) wird Mitglied. Die Genehmigungs-E-Mail geht sofort an sie oder ihn, die Rechnung für den Jahresbeitrag, sobald die Adresse bestätigt ist. Dies kann nicht rückgängig gemacht werden.`)
};

const fr_admin_approve_description_invoice_later = /** @type {(inputs: Admin_Approve_Description_Invoice_LaterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.email}) devient membre. L’e-mail d’approbation lui est envoyé immédiatement, et la facture de la cotisation annuelle dès que l’adresse est confirmée. Cette action est irréversible.`)
};

const it_admin_approve_description_invoice_later = /** @type {(inputs: Admin_Approve_Description_Invoice_LaterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.email}) diventa membro. L’e-mail di approvazione viene inviata subito, e la fattura della quota annuale non appena l’indirizzo è confermato. L’operazione non può essere annullata.`)
};

/**
* | output |
* | --- |
* | "{name} ({email}) becomes a member. The approval mail goes out to them at once, and the invoice for the annual fee once the address is confirmed. This cannot ..." |
*
* @param {Admin_Approve_Description_Invoice_LaterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_approve_description_invoice_later = /** @type {((inputs: Admin_Approve_Description_Invoice_LaterInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Approve_Description_Invoice_LaterInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_approve_description_invoice_later(inputs)
	if (locale === "fr") return fr_admin_approve_description_invoice_later(inputs)
	if (locale === "it") return it_admin_approve_description_invoice_later(inputs)
	return en_admin_approve_description_invoice_later(inputs)
});