/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Reminder_Paid_RecentlyInputs */

const en_mail_reminder_paid_recently = /** @type {(inputs: Mail_Reminder_Paid_RecentlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you have paid in the last few days, please ignore this e-mail. If you have questions, reply to it.`)
};

const de_mail_reminder_paid_recently = /** @type {(inputs: Mail_Reminder_Paid_RecentlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falls Sie in den letzten Tagen bezahlt haben, betrachten Sie diese E-Mail bitte als gegenstandslos. Bei Fragen antworten Sie darauf.`)
};

const fr_mail_reminder_paid_recently = /** @type {(inputs: Mail_Reminder_Paid_RecentlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si vous avez payé ces derniers jours, veuillez ignorer cet e-mail. Si vous avez des questions, répondez-y.`)
};

const it_mail_reminder_paid_recently = /** @type {(inputs: Mail_Reminder_Paid_RecentlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se ha pagato negli ultimi giorni, ignori questa e-mail. Per domande, risponda a questa e-mail.`)
};

/**
* | output |
* | --- |
* | "If you have paid in the last few days, please ignore this e-mail. If you have questions, reply to it." |
*
* @param {Mail_Reminder_Paid_RecentlyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_reminder_paid_recently = /** @type {((inputs?: Mail_Reminder_Paid_RecentlyInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reminder_Paid_RecentlyInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_reminder_paid_recently(inputs)
	if (locale === "fr") return fr_mail_reminder_paid_recently(inputs)
	if (locale === "it") return it_mail_reminder_paid_recently(inputs)
	return en_mail_reminder_paid_recently(inputs)
});