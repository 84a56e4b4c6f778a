/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mailing_SubscribingInputs */

const en_mailing_subscribing = /** @type {(inputs: Mailing_SubscribingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribing...`)
};

const de_mailing_subscribing = /** @type {(inputs: Mailing_SubscribingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird angemeldet...`)
};

const fr_mailing_subscribing = /** @type {(inputs: Mailing_SubscribingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscription en cours...`)
};

const it_mailing_subscribing = /** @type {(inputs: Mailing_SubscribingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iscrizione in corso...`)
};

/**
* | output |
* | --- |
* | "Subscribing..." |
*
* @param {Mailing_SubscribingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mailing_subscribing = /** @type {((inputs?: Mailing_SubscribingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailing_SubscribingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mailing_subscribing(inputs)
	if (locale === "fr") return fr_mailing_subscribing(inputs)
	if (locale === "it") return it_mailing_subscribing(inputs)
	return en_mailing_subscribing(inputs)
});