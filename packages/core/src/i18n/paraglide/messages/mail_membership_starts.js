/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Membership_StartsInputs */

const en_mail_membership_starts = /** @type {(inputs: Mail_Membership_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your membership starts once the fee is received.`)
};

const de_mail_membership_starts = /** @type {(inputs: Mail_Membership_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Mitgliedschaft beginnt, sobald der Beitrag eingegangen ist.`)
};

const fr_mail_membership_starts = /** @type {(inputs: Mail_Membership_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre adhésion commence dès réception de la cotisation.`)
};

const it_mail_membership_starts = /** @type {(inputs: Mail_Membership_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La Sua adesione inizia non appena riceviamo la quota.`)
};

/**
* | output |
* | --- |
* | "Your membership starts once the fee is received." |
*
* @param {Mail_Membership_StartsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_membership_starts = /** @type {((inputs?: Mail_Membership_StartsInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Membership_StartsInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_membership_starts(inputs)
	if (locale === "fr") return fr_mail_membership_starts(inputs)
	if (locale === "it") return it_mail_membership_starts(inputs)
	return en_mail_membership_starts(inputs)
});