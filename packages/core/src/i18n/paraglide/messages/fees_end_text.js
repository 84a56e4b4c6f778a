/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, email: NonNullable<unknown> }} Fees_End_TextInputs */

const en_fees_end_text = /** @type {(inputs: Fees_End_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.email}) loses the member role and the member area at once; the account is deleted 6 months later, as for a declined application. These unpaid invoices are cancelled with your reason and kept for the accounts. This cannot be undone.`)
};

const de_fees_end_text = /** @type {(inputs: Fees_End_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.email}) verliert sofort die Mitgliederrolle und den Mitgliederbereich; das Konto wird 6 Monate später gelöscht, wie bei einem abgelehnten Antrag. Diese unbezahlten Rechnungen werden mit Ihrem Grund storniert und für die Buchhaltung aufbewahrt. Dies kann nicht rückgängig gemacht werden.`)
};

const fr_fees_end_text = /** @type {(inputs: Fees_End_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.email}) perd immédiatement le rôle de membre et l’espace membres ; le compte est supprimé 6 mois plus tard, comme pour une demande refusée. Ces factures impayées sont annulées avec votre motif et conservées pour la comptabilité. Cette action est irréversible.`)
};

const it_fees_end_text = /** @type {(inputs: Fees_End_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.email}) perde subito il ruolo di membro e l’area membri; l’account viene eliminato 6 mesi dopo, come per una domanda respinta. Queste fatture non pagate vengono annullate con il Suo motivo e conservate per la contabilità. L’operazione è irreversibile.`)
};

/**
* | output |
* | --- |
* | "{name} ({email}) loses the member role and the member area at once; the account is deleted 6 months later, as for a declined application. These unpaid invoic..." |
*
* @param {Fees_End_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_end_text = /** @type {((inputs: Fees_End_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_End_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_end_text(inputs)
	if (locale === "fr") return fr_fees_end_text(inputs)
	if (locale === "it") return it_fees_end_text(inputs)
	return en_fees_end_text(inputs)
});