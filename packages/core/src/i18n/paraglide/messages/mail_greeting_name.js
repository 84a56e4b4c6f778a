/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Mail_Greeting_NameInputs */

const en_mail_greeting_name = /** @type {(inputs: Mail_Greeting_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hello ${i?.name},`)
};

const de_mail_greeting_name = /** @type {(inputs: Mail_Greeting_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Guten Tag ${i?.name},`)
};

const fr_mail_greeting_name = /** @type {(inputs: Mail_Greeting_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bonjour ${i?.name},`)
};

const it_mail_greeting_name = /** @type {(inputs: Mail_Greeting_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Buongiorno ${i?.name},`)
};

/**
* | output |
* | --- |
* | "Hello {name}," |
*
* @param {Mail_Greeting_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_greeting_name = /** @type {((inputs: Mail_Greeting_NameInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Greeting_NameInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_greeting_name(inputs)
	if (locale === "fr") return fr_mail_greeting_name(inputs)
	if (locale === "it") return it_mail_greeting_name(inputs)
	return en_mail_greeting_name(inputs)
});