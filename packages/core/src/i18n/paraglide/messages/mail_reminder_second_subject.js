/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, year: NonNullable<unknown> }} Mail_Reminder_Second_SubjectInputs */

const en_mail_reminder_second_subject = /** @type {(inputs: Mail_Reminder_Second_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Second reminder: invoice ${i?.number}, membership fee ${i?.year}`)
};

const de_mail_reminder_second_subject = /** @type {(inputs: Mail_Reminder_Second_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zweite Zahlungserinnerung: Rechnung ${i?.number}, Mitgliederbeitrag ${i?.year}`)
};

const fr_mail_reminder_second_subject = /** @type {(inputs: Mail_Reminder_Second_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deuxième rappel : facture ${i?.number}, cotisation ${i?.year}`)
};

const it_mail_reminder_second_subject = /** @type {(inputs: Mail_Reminder_Second_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Secondo sollecito: fattura ${i?.number}, quota associativa ${i?.year}`)
};

/**
* | output |
* | --- |
* | "Second reminder: invoice {number}, membership fee {year}" |
*
* @param {Mail_Reminder_Second_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_reminder_second_subject = /** @type {((inputs: Mail_Reminder_Second_SubjectInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reminder_Second_SubjectInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_reminder_second_subject(inputs)
	if (locale === "fr") return fr_mail_reminder_second_subject(inputs)
	if (locale === "it") return it_mail_reminder_second_subject(inputs)
	return en_mail_reminder_second_subject(inputs)
});