/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mlist_SendingInputs */

const en_mlist_sending = /** @type {(inputs: Mlist_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending...`)
};

const de_mlist_sending = /** @type {(inputs: Mlist_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gesendet...`)
};

const fr_mlist_sending = /** @type {(inputs: Mlist_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoi...`)
};

const it_mlist_sending = /** @type {(inputs: Mlist_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invio...`)
};

/**
* | output |
* | --- |
* | "Sending..." |
*
* @param {Mlist_SendingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_sending = /** @type {((inputs?: Mlist_SendingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mlist_SendingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mlist_sending(inputs)
	if (locale === "fr") return fr_mlist_sending(inputs)
	if (locale === "it") return it_mlist_sending(inputs)
	return en_mlist_sending(inputs)
});