/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_GreetingInputs */

const en_mail_greeting = /** @type {(inputs: Mail_GreetingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hello,`)
};

const de_mail_greeting = /** @type {(inputs: Mail_GreetingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guten Tag,`)
};

const fr_mail_greeting = /** @type {(inputs: Mail_GreetingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bonjour,`)
};

const it_mail_greeting = /** @type {(inputs: Mail_GreetingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buongiorno,`)
};

/**
* | output |
* | --- |
* | "Hello," |
*
* @param {Mail_GreetingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_greeting = /** @type {((inputs?: Mail_GreetingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_GreetingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_greeting(inputs)
	if (locale === "fr") return fr_mail_greeting(inputs)
	if (locale === "it") return it_mail_greeting(inputs)
	return en_mail_greeting(inputs)
});