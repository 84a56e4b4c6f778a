/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ iban: NonNullable<unknown>, reference: NonNullable<unknown> }} Mail_Reminder_AttachedInputs */

const en_mail_reminder_attached = /** @type {(inputs: Mail_Reminder_AttachedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The invoice as it stands today is attached (PDF). Scan its QR code with your banking app, or enter the account ${i?.iban} and the reference ${i?.reference} by hand.`)
};

const de_mail_reminder_attached = /** @type {(inputs: Mail_Reminder_AttachedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Rechnung mit dem heutigen Stand ist angehängt (PDF). Scannen Sie ihren QR-Code mit Ihrer Banking-App, oder geben Sie das Konto ${i?.iban} und die Referenz ${i?.reference} von Hand ein.`)
};

const fr_mail_reminder_attached = /** @type {(inputs: Mail_Reminder_AttachedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La facture telle qu'elle se présente aujourd'hui est jointe (PDF). Scannez son code QR avec votre application bancaire, ou saisissez à la main le compte ${i?.iban} et la référence ${i?.reference}.`)
};

const it_mail_reminder_attached = /** @type {(inputs: Mail_Reminder_AttachedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In allegato trova la fattura allo stato odierno (PDF). Scansioni il suo codice QR con la Sua app bancaria, oppure inserisca a mano il conto ${i?.iban} e il riferimento ${i?.reference}.`)
};

/**
* | output |
* | --- |
* | "The invoice as it stands today is attached (PDF). Scan its QR code with your banking app, or enter the account {iban} and the reference {reference} by hand." |
*
* @param {Mail_Reminder_AttachedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_reminder_attached = /** @type {((inputs: Mail_Reminder_AttachedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reminder_AttachedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_reminder_attached(inputs)
	if (locale === "fr") return fr_mail_reminder_attached(inputs)
	if (locale === "it") return it_mail_reminder_attached(inputs)
	return en_mail_reminder_attached(inputs)
});