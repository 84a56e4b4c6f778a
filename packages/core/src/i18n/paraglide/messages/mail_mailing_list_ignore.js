/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Mailing_List_IgnoreInputs */

const en_mail_mailing_list_ignore = /** @type {(inputs: Mail_Mailing_List_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you did not ask for this, you can ignore this e-mail: without confirmation you will receive nothing, and your address is deleted.`)
};

const de_mail_mailing_list_ignore = /** @type {(inputs: Mail_Mailing_List_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falls Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren: Ohne Bestätigung erhalten Sie nichts, und Ihre Adresse wird gelöscht.`)
};

const fr_mail_mailing_list_ignore = /** @type {(inputs: Mail_Mailing_List_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si vous ne l'avez pas demandé, vous pouvez ignorer cet e-mail : sans confirmation, vous ne recevrez rien et votre adresse sera supprimée.`)
};

const it_mail_mailing_list_ignore = /** @type {(inputs: Mail_Mailing_List_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se non l'ha chiesto Lei, può ignorare questa e-mail: senza conferma non riceverà nulla e il Suo indirizzo verrà eliminato.`)
};

/**
* | output |
* | --- |
* | "If you did not ask for this, you can ignore this e-mail: without confirmation you will receive nothing, and your address is deleted." |
*
* @param {Mail_Mailing_List_IgnoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_mailing_list_ignore = /** @type {((inputs?: Mail_Mailing_List_IgnoreInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Mailing_List_IgnoreInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_mailing_list_ignore(inputs)
	if (locale === "fr") return fr_mail_mailing_list_ignore(inputs)
	if (locale === "it") return it_mail_mailing_list_ignore(inputs)
	return en_mail_mailing_list_ignore(inputs)
});