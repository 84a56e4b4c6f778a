/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mailing_Invalid_Unsubscribe_LinkInputs */

const en_mailing_invalid_unsubscribe_link = /** @type {(inputs: Mailing_Invalid_Unsubscribe_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This unsubscribe link is not valid. Please use the link from one of our e-mails exactly as it is.`)
};

const de_mailing_invalid_unsubscribe_link = /** @type {(inputs: Mailing_Invalid_Unsubscribe_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Abmeldelink ist nicht gültig. Bitte verwenden Sie den Link aus einer unserer E-Mails genau so, wie er ist.`)
};

const fr_mailing_invalid_unsubscribe_link = /** @type {(inputs: Mailing_Invalid_Unsubscribe_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien de désinscription n’est pas valable. Veuillez utiliser le lien de l’un de nos e-mails tel quel.`)
};

const it_mailing_invalid_unsubscribe_link = /** @type {(inputs: Mailing_Invalid_Unsubscribe_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questo link di disiscrizione non è valido. Usi il link di una delle nostre e-mail esattamente com’è.`)
};

/**
* | output |
* | --- |
* | "This unsubscribe link is not valid. Please use the link from one of our e-mails exactly as it is." |
*
* @param {Mailing_Invalid_Unsubscribe_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mailing_invalid_unsubscribe_link = /** @type {((inputs?: Mailing_Invalid_Unsubscribe_LinkInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailing_Invalid_Unsubscribe_LinkInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mailing_invalid_unsubscribe_link(inputs)
	if (locale === "fr") return fr_mailing_invalid_unsubscribe_link(inputs)
	if (locale === "it") return it_mailing_invalid_unsubscribe_link(inputs)
	return en_mailing_invalid_unsubscribe_link(inputs)
});