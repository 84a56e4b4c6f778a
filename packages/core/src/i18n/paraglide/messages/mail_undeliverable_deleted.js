/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Undeliverable_DeletedInputs */

const en_mail_undeliverable_deleted = /** @type {(inputs: Mail_Undeliverable_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The message is deleted automatically with the other old mail.`)
};

const de_mail_undeliverable_deleted = /** @type {(inputs: Mail_Undeliverable_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Nachricht wird mit den anderen alten E-Mails automatisch gelöscht.`)
};

const fr_mail_undeliverable_deleted = /** @type {(inputs: Mail_Undeliverable_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le message est supprimé automatiquement avec les autres anciens e-mails.`)
};

const it_mail_undeliverable_deleted = /** @type {(inputs: Mail_Undeliverable_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il messaggio viene eliminato automaticamente con le altre e-mail vecchie.`)
};

/**
* | output |
* | --- |
* | "The message is deleted automatically with the other old mail." |
*
* @param {Mail_Undeliverable_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_undeliverable_deleted = /** @type {((inputs?: Mail_Undeliverable_DeletedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Undeliverable_DeletedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_undeliverable_deleted(inputs)
	if (locale === "fr") return fr_mail_undeliverable_deleted(inputs)
	if (locale === "it") return it_mail_undeliverable_deleted(inputs)
	return en_mail_undeliverable_deleted(inputs)
});