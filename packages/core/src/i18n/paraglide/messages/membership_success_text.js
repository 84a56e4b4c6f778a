/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ invoiceDays: NonNullable<unknown> }} Membership_Success_TextInputs */

const en_membership_success_text = /** @type {(inputs: Membership_Success_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please confirm your e-mail address with the link we just sent you. The invoice for the annual fee will be e-mailed to you within ${i?.invoiceDays} days; your membership starts once the fee is received.`)
};

const de_membership_success_text = /** @type {(inputs: Membership_Success_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bitte bestätigen Sie Ihre E-Mail-Adresse mit dem Link, den wir Ihnen soeben gesendet haben. Die Rechnung für den Jahresbeitrag erhalten Sie innerhalb von ${i?.invoiceDays} Tagen per E-Mail; Ihre Mitgliedschaft beginnt, sobald der Beitrag eingegangen ist.`)
};

const fr_membership_success_text = /** @type {(inputs: Membership_Success_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Veuillez confirmer votre adresse e-mail avec le lien que nous venons de vous envoyer. La facture de la cotisation annuelle vous sera envoyée par e-mail dans un délai de ${i?.invoiceDays} jours ; votre adhésion commence dès réception de la cotisation.`)
};

const it_membership_success_text = /** @type {(inputs: Membership_Success_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confermi il Suo indirizzo e-mail con il link che Le abbiamo appena inviato. La fattura della quota annuale Le sarà inviata per e-mail entro ${i?.invoiceDays} giorni; l’adesione inizia al ricevimento della quota.`)
};

/**
* | output |
* | --- |
* | "Please confirm your e-mail address with the link we just sent you. The invoice for the annual fee will be e-mailed to you within {invoiceDays} days; your mem..." |
*
* @param {Membership_Success_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_success_text = /** @type {((inputs: Membership_Success_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Success_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_success_text(inputs)
	if (locale === "fr") return fr_membership_success_text(inputs)
	if (locale === "it") return it_membership_success_text(inputs)
	return en_membership_success_text(inputs)
});