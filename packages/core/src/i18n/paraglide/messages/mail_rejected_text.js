/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ associationName: NonNullable<unknown> }} Mail_Rejected_TextInputs */

const en_mail_rejected_text = /** @type {(inputs: Mail_Rejected_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thank you for your interest in the ${i?.associationName}. After review, we are unable to accept your membership application.`)
};

const de_mail_rejected_text = /** @type {(inputs: Mail_Rejected_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vielen Dank für Ihr Interesse an der ${i?.associationName}. Nach Prüfung können wir Ihren Antrag auf Mitgliedschaft nicht annehmen.`)
};

const fr_mail_rejected_text = /** @type {(inputs: Mail_Rejected_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Merci de votre intérêt pour la ${i?.associationName}. Après examen, nous ne pouvons pas accepter votre demande d'adhésion.`)
};

const it_mail_rejected_text = /** @type {(inputs: Mail_Rejected_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Grazie per il Suo interesse per la ${i?.associationName}. Dopo un esame, non possiamo accettare la Sua domanda di adesione.`)
};

/**
* | output |
* | --- |
* | "Thank you for your interest in the {associationName}. After review, we are unable to accept your membership application." |
*
* @param {Mail_Rejected_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_rejected_text = /** @type {((inputs: Mail_Rejected_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Rejected_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_rejected_text(inputs)
	if (locale === "fr") return fr_mail_rejected_text(inputs)
	if (locale === "it") return it_mail_rejected_text(inputs)
	return en_mail_rejected_text(inputs)
});