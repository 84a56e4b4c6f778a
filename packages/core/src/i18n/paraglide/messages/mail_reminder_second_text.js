/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, year: NonNullable<unknown>, number: NonNullable<unknown>, dueOn: NonNullable<unknown> }} Mail_Reminder_Second_TextInputs */

const en_mail_reminder_second_text = /** @type {(inputs: Mail_Reminder_Second_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This is our second reminder: ${i?.amount} of your membership fee ${i?.year} (invoice ${i?.number}, due by ${i?.dueOn}) is still open. After this reminder the board decides about your membership.`)
};

const de_mail_reminder_second_text = /** @type {(inputs: Mail_Reminder_Second_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dies ist unsere zweite Erinnerung: ${i?.amount} Ihres Mitgliederbeitrags ${i?.year} (Rechnung ${i?.number}, fällig bis ${i?.dueOn}) sind noch offen. Nach dieser Erinnerung entscheidet der Vorstand über Ihre Mitgliedschaft.`)
};

const fr_mail_reminder_second_text = /** @type {(inputs: Mail_Reminder_Second_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ceci est notre deuxième rappel : ${i?.amount} de votre cotisation ${i?.year} (facture ${i?.number}, échue le ${i?.dueOn}) restent ouverts. Après ce rappel, le comité décide de votre adhésion.`)
};

const it_mail_reminder_second_text = /** @type {(inputs: Mail_Reminder_Second_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Questo è il nostro secondo sollecito: ${i?.amount} della Sua quota associativa ${i?.year} (fattura ${i?.number}, scaduta il ${i?.dueOn}) sono ancora aperti. Dopo questo sollecito il comitato decide sulla Sua adesione.`)
};

/**
* | output |
* | --- |
* | "This is our second reminder: {amount} of your membership fee {year} (invoice {number}, due by {dueOn}) is still open. After this reminder the board decides a..." |
*
* @param {Mail_Reminder_Second_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_reminder_second_text = /** @type {((inputs: Mail_Reminder_Second_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reminder_Second_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_reminder_second_text(inputs)
	if (locale === "fr") return fr_mail_reminder_second_text(inputs)
	if (locale === "it") return it_mail_reminder_second_text(inputs)
	return en_mail_reminder_second_text(inputs)
});