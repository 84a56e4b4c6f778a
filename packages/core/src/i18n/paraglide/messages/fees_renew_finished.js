/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ year: NonNullable<unknown>, invoices: NonNullable<unknown> }} Fees_Renew_FinishedInputs */

const en_fees_renew_finished = /** @type {(inputs: Fees_Renew_FinishedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renewal for ${i?.year} finished: ${i?.invoices} issued. They are e-mailed at the pace the mail provider accepts; members who have not confirmed their address yet get theirs once they do.`)
};

const de_fees_renew_finished = /** @type {(inputs: Fees_Renew_FinishedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Erneuerung für ${i?.year} abgeschlossen: ${i?.invoices} ausgestellt. Sie werden so schnell per E-Mail versandt, wie der Mailanbieter es zulässt; Mitglieder, die ihre Adresse noch nicht bestätigt haben, erhalten ihre, sobald sie es tun.`)
};

const fr_fees_renew_finished = /** @type {(inputs: Fees_Renew_FinishedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renouvellement pour ${i?.year} terminé, factures émises : ${i?.invoices}. Elles sont envoyées par e-mail au rythme qu’accepte le fournisseur de messagerie ; les membres qui n’ont pas encore confirmé leur adresse recevront la leur dès qu’ils l’auront fait.`)
};

const it_fees_renew_finished = /** @type {(inputs: Fees_Renew_FinishedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rinnovo per il ${i?.year} concluso, fatture emesse: ${i?.invoices}. Vengono inviate per e-mail al ritmo accettato dal fornitore di posta; i membri che non hanno ancora confermato il loro indirizzo ricevono la loro appena lo fanno.`)
};

/**
* | output |
* | --- |
* | "Renewal for {year} finished: {invoices} issued. They are e-mailed at the pace the mail provider accepts; members who have not confirmed their address yet get..." |
*
* @param {Fees_Renew_FinishedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_renew_finished = /** @type {((inputs: Fees_Renew_FinishedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Renew_FinishedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_renew_finished(inputs)
	if (locale === "fr") return fr_fees_renew_finished(inputs)
	if (locale === "it") return it_fees_renew_finished(inputs)
	return en_fees_renew_finished(inputs)
});