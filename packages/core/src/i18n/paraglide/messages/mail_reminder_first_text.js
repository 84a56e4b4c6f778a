/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ year: NonNullable<unknown>, amount: NonNullable<unknown>, number: NonNullable<unknown>, dueOn: NonNullable<unknown> }} Mail_Reminder_First_TextInputs */

const en_mail_reminder_first_text = /** @type {(inputs: Mail_Reminder_First_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We have not yet received your membership fee ${i?.year} in full. Perhaps it slipped your mind: ${i?.amount} is still open on invoice ${i?.number}, which was due by ${i?.dueOn}.`)
};

const de_mail_reminder_first_text = /** @type {(inputs: Mail_Reminder_First_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wir haben Ihren Mitgliederbeitrag ${i?.year} noch nicht vollständig erhalten. Vielleicht ist es Ihnen entgangen: Auf der Rechnung ${i?.number}, fällig bis ${i?.dueOn}, sind noch ${i?.amount} offen.`)
};

const fr_mail_reminder_first_text = /** @type {(inputs: Mail_Reminder_First_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous n'avons pas encore reçu l'intégralité de votre cotisation ${i?.year}. Peut-être l'avez-vous oubliée : ${i?.amount} restent ouverts sur la facture ${i?.number}, échue le ${i?.dueOn}.`)
};

const it_mail_reminder_first_text = /** @type {(inputs: Mail_Reminder_First_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Non abbiamo ancora ricevuto per intero la Sua quota associativa ${i?.year}. Forse Le è sfuggito: sulla fattura ${i?.number}, scaduta il ${i?.dueOn}, sono ancora aperti ${i?.amount}.`)
};

/**
* | output |
* | --- |
* | "We have not yet received your membership fee {year} in full. Perhaps it slipped your mind: {amount} is still open on invoice {number}, which was due by {dueOn}." |
*
* @param {Mail_Reminder_First_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_reminder_first_text = /** @type {((inputs: Mail_Reminder_First_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reminder_First_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_reminder_first_text(inputs)
	if (locale === "fr") return fr_mail_reminder_first_text(inputs)
	if (locale === "it") return it_mail_reminder_first_text(inputs)
	return en_mail_reminder_first_text(inputs)
});