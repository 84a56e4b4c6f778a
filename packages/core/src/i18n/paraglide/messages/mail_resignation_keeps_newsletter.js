/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Resignation_Keeps_NewsletterInputs */

const en_mail_resignation_keeps_newsletter = /** @type {(inputs: Mail_Resignation_Keeps_NewsletterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You keep receiving the newsletter; every issue has a link to unsubscribe.`)
};

const de_mail_resignation_keeps_newsletter = /** @type {(inputs: Mail_Resignation_Keeps_NewsletterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie erhalten den Newsletter weiterhin; jede Ausgabe enthält einen Link zum Abmelden.`)
};

const fr_mail_resignation_keeps_newsletter = /** @type {(inputs: Mail_Resignation_Keeps_NewsletterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous continuez à recevoir la newsletter ; chaque numéro contient un lien de désinscription.`)
};

const it_mail_resignation_keeps_newsletter = /** @type {(inputs: Mail_Resignation_Keeps_NewsletterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuerà a ricevere la newsletter; ogni numero contiene un link per disiscriversi.`)
};

/**
* | output |
* | --- |
* | "You keep receiving the newsletter; every issue has a link to unsubscribe." |
*
* @param {Mail_Resignation_Keeps_NewsletterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_resignation_keeps_newsletter = /** @type {((inputs?: Mail_Resignation_Keeps_NewsletterInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Resignation_Keeps_NewsletterInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_resignation_keeps_newsletter(inputs)
	if (locale === "fr") return fr_mail_resignation_keeps_newsletter(inputs)
	if (locale === "it") return it_mail_resignation_keeps_newsletter(inputs)
	return en_mail_resignation_keeps_newsletter(inputs)
});