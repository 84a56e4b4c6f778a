/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mailing_UnsubscribeInputs */

const en_mailing_unsubscribe = /** @type {(inputs: Mailing_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribe`)
};

const de_mailing_unsubscribe = /** @type {(inputs: Mailing_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abmelden`)
};

const fr_mailing_unsubscribe = /** @type {(inputs: Mailing_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se désinscrire`)
};

const it_mailing_unsubscribe = /** @type {(inputs: Mailing_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disiscriversi`)
};

/**
* | output |
* | --- |
* | "Unsubscribe" |
*
* @param {Mailing_UnsubscribeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mailing_unsubscribe = /** @type {((inputs?: Mailing_UnsubscribeInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailing_UnsubscribeInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mailing_unsubscribe(inputs)
	if (locale === "fr") return fr_mailing_unsubscribe(inputs)
	if (locale === "it") return it_mailing_unsubscribe(inputs)
	return en_mailing_unsubscribe(inputs)
});