/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mailing_UnsubscribingInputs */

const en_mailing_unsubscribing = /** @type {(inputs: Mailing_UnsubscribingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribing...`)
};

const de_mailing_unsubscribing = /** @type {(inputs: Mailing_UnsubscribingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird abgemeldet...`)
};

const fr_mailing_unsubscribing = /** @type {(inputs: Mailing_UnsubscribingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désinscription en cours...`)
};

const it_mailing_unsubscribing = /** @type {(inputs: Mailing_UnsubscribingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disiscrizione in corso...`)
};

/**
* | output |
* | --- |
* | "Unsubscribing..." |
*
* @param {Mailing_UnsubscribingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mailing_unsubscribing = /** @type {((inputs?: Mailing_UnsubscribingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailing_UnsubscribingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mailing_unsubscribing(inputs)
	if (locale === "fr") return fr_mailing_unsubscribing(inputs)
	if (locale === "it") return it_mailing_unsubscribing(inputs)
	return en_mailing_unsubscribing(inputs)
});