/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Reset_SentInputs */

const en_auth_reset_sent = /** @type {(inputs: Auth_Reset_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset email sent`)
};

const de_auth_reset_sent = /** @type {(inputs: Auth_Reset_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail zum Zurücksetzen gesendet`)
};

const fr_auth_reset_sent = /** @type {(inputs: Auth_Reset_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail de réinitialisation envoyé`)
};

const it_auth_reset_sent = /** @type {(inputs: Auth_Reset_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail di reimpostazione inviata`)
};

/**
* | output |
* | --- |
* | "Reset email sent" |
*
* @param {Auth_Reset_SentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_reset_sent = /** @type {((inputs?: Auth_Reset_SentInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_SentInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_reset_sent(inputs)
	if (locale === "fr") return fr_auth_reset_sent(inputs)
	if (locale === "it") return it_auth_reset_sent(inputs)
	return en_auth_reset_sent(inputs)
});