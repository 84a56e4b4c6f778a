/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mailing_SubscribedInputs */

const en_mailing_subscribed = /** @type {(inputs: Mailing_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you for subscribing!`)
};

const de_mailing_subscribed = /** @type {(inputs: Mailing_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Danke für Ihre Anmeldung!`)
};

const fr_mailing_subscribed = /** @type {(inputs: Mailing_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci pour votre inscription !`)
};

const it_mailing_subscribed = /** @type {(inputs: Mailing_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grazie per l’iscrizione!`)
};

/**
* | output |
* | --- |
* | "Thank you for subscribing!" |
*
* @param {Mailing_SubscribedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mailing_subscribed = /** @type {((inputs?: Mailing_SubscribedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailing_SubscribedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mailing_subscribed(inputs)
	if (locale === "fr") return fr_mailing_subscribed(inputs)
	if (locale === "it") return it_mailing_subscribed(inputs)
	return en_mailing_subscribed(inputs)
});