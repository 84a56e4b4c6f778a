/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Confirmation_PendingInputs */

const en_mail_confirmation_pending = /** @type {(inputs: Mail_Confirmation_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Once your address is confirmed you can log in. Until an admin has approved your application, your dashboard shows it as pending; the member features open after approval.`)
};

const de_mail_confirmation_pending = /** @type {(inputs: Mail_Confirmation_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sobald Ihre Adresse bestätigt ist, können Sie sich anmelden. Bis ein Admin Ihren Antrag genehmigt hat, zeigt Ihr Dashboard ihn als ausstehend an; die Mitgliederfunktionen öffnen sich nach der Genehmigung.`)
};

const fr_mail_confirmation_pending = /** @type {(inputs: Mail_Confirmation_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une fois votre adresse confirmée, vous pouvez vous connecter. Tant qu'un administrateur n'a pas approuvé votre demande, votre tableau de bord l'affiche comme en attente ; les fonctions réservées aux membres s'ouvrent après l'approbation.`)
};

const it_mail_confirmation_pending = /** @type {(inputs: Mail_Confirmation_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una volta confermato l'indirizzo potrà accedere. Finché un amministratore non avrà approvato la Sua domanda, la Sua dashboard la mostra come in attesa; le funzioni per i membri si aprono dopo l'approvazione.`)
};

/**
* | output |
* | --- |
* | "Once your address is confirmed you can log in. Until an admin has approved your application, your dashboard shows it as pending; the member features open aft..." |
*
* @param {Mail_Confirmation_PendingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_confirmation_pending = /** @type {((inputs?: Mail_Confirmation_PendingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Confirmation_PendingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_confirmation_pending(inputs)
	if (locale === "fr") return fr_mail_confirmation_pending(inputs)
	if (locale === "it") return it_mail_confirmation_pending(inputs)
	return en_mail_confirmation_pending(inputs)
});