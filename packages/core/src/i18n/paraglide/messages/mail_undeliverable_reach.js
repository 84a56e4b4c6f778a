/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Undeliverable_ReachInputs */

const en_mail_undeliverable_reach = /** @type {(inputs: Mail_Undeliverable_ReachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If the message mattered, please reach the person another way. If this happens often, check the website's mail settings (SMTP_URL) and the mail provider.`)
};

const de_mail_undeliverable_reach = /** @type {(inputs: Mail_Undeliverable_ReachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`War die Nachricht wichtig, erreichen Sie die Person bitte auf anderem Weg. Geschieht das oft, prüfen Sie die Mail-Einstellungen der Website (SMTP_URL) und den Mail-Anbieter.`)
};

const fr_mail_undeliverable_reach = /** @type {(inputs: Mail_Undeliverable_ReachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si le message était important, veuillez joindre la personne par un autre moyen. Si cela arrive souvent, vérifiez les réglages de messagerie du site web (SMTP_URL) et le fournisseur de messagerie.`)
};

const it_mail_undeliverable_reach = /** @type {(inputs: Mail_Undeliverable_ReachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se il messaggio era importante, contatti la persona in un altro modo. Se succede spesso, verifichi le impostazioni e-mail del sito web (SMTP_URL) e il fornitore di posta.`)
};

/**
* | output |
* | --- |
* | "If the message mattered, please reach the person another way. If this happens often, check the website's mail settings (SMTP_URL) and the mail provider." |
*
* @param {Mail_Undeliverable_ReachInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_undeliverable_reach = /** @type {((inputs?: Mail_Undeliverable_ReachInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Undeliverable_ReachInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_undeliverable_reach(inputs)
	if (locale === "fr") return fr_mail_undeliverable_reach(inputs)
	if (locale === "it") return it_mail_undeliverable_reach(inputs)
	return en_mail_undeliverable_reach(inputs)
});