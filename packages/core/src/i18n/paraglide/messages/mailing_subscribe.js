/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mailing_SubscribeInputs */

const en_mailing_subscribe = /** @type {(inputs: Mailing_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe`)
};

const de_mailing_subscribe = /** @type {(inputs: Mailing_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmelden`)
};

const fr_mailing_subscribe = /** @type {(inputs: Mailing_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S’inscrire`)
};

const it_mailing_subscribe = /** @type {(inputs: Mailing_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iscriversi`)
};

/**
* | output |
* | --- |
* | "Subscribe" |
*
* @param {Mailing_SubscribeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mailing_subscribe = /** @type {((inputs?: Mailing_SubscribeInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailing_SubscribeInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mailing_subscribe(inputs)
	if (locale === "fr") return fr_mailing_subscribe(inputs)
	if (locale === "it") return it_mailing_subscribe(inputs)
	return en_mailing_subscribe(inputs)
});