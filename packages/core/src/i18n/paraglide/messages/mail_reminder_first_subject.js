/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, year: NonNullable<unknown> }} Mail_Reminder_First_SubjectInputs */

const en_mail_reminder_first_subject = /** @type {(inputs: Mail_Reminder_First_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reminder: invoice ${i?.number}, membership fee ${i?.year}`)
};

const de_mail_reminder_first_subject = /** @type {(inputs: Mail_Reminder_First_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zahlungserinnerung: Rechnung ${i?.number}, Mitgliederbeitrag ${i?.year}`)
};

const fr_mail_reminder_first_subject = /** @type {(inputs: Mail_Reminder_First_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rappel : facture ${i?.number}, cotisation ${i?.year}`)
};

const it_mail_reminder_first_subject = /** @type {(inputs: Mail_Reminder_First_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sollecito: fattura ${i?.number}, quota associativa ${i?.year}`)
};

/**
* | output |
* | --- |
* | "Reminder: invoice {number}, membership fee {year}" |
*
* @param {Mail_Reminder_First_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_reminder_first_subject = /** @type {((inputs: Mail_Reminder_First_SubjectInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reminder_First_SubjectInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_reminder_first_subject(inputs)
	if (locale === "fr") return fr_mail_reminder_first_subject(inputs)
	if (locale === "it") return it_mail_reminder_first_subject(inputs)
	return en_mail_reminder_first_subject(inputs)
});