/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Resignation_Newsletter_RemovedInputs */

const en_mail_resignation_newsletter_removed = /** @type {(inputs: Mail_Resignation_Newsletter_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your address is taken off the newsletter with your account.`)
};

const de_mail_resignation_newsletter_removed = /** @type {(inputs: Mail_Resignation_Newsletter_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Adresse wird zusammen mit Ihrem Konto aus dem Newsletter entfernt.`)
};

const fr_mail_resignation_newsletter_removed = /** @type {(inputs: Mail_Resignation_Newsletter_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre adresse est retirée de la newsletter avec votre compte.`)
};

const it_mail_resignation_newsletter_removed = /** @type {(inputs: Mail_Resignation_Newsletter_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il Suo indirizzo viene tolto dalla newsletter insieme al Suo account.`)
};

/**
* | output |
* | --- |
* | "Your address is taken off the newsletter with your account." |
*
* @param {Mail_Resignation_Newsletter_RemovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_resignation_newsletter_removed = /** @type {((inputs?: Mail_Resignation_Newsletter_RemovedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Resignation_Newsletter_RemovedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_resignation_newsletter_removed(inputs)
	if (locale === "fr") return fr_mail_resignation_newsletter_removed(inputs)
	if (locale === "it") return it_mail_resignation_newsletter_removed(inputs)
	return en_mail_resignation_newsletter_removed(inputs)
});