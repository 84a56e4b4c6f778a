/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Valid_Email_Too_LongInputs */

const en_valid_email_too_long = /** @type {(inputs: Valid_Email_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email address is too long`)
};

const de_valid_email_too_long = /** @type {(inputs: Valid_Email_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die E-Mail-Adresse ist zu lang`)
};

const fr_valid_email_too_long = /** @type {(inputs: Valid_Email_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’adresse e-mail est trop longue`)
};

const it_valid_email_too_long = /** @type {(inputs: Valid_Email_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’indirizzo e-mail è troppo lungo`)
};

/**
* | output |
* | --- |
* | "Email address is too long" |
*
* @param {Valid_Email_Too_LongInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_email_too_long = /** @type {((inputs?: Valid_Email_Too_LongInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Valid_Email_Too_LongInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_valid_email_too_long(inputs)
	if (locale === "fr") return fr_valid_email_too_long(inputs)
	if (locale === "it") return it_valid_email_too_long(inputs)
	return en_valid_email_too_long(inputs)
});