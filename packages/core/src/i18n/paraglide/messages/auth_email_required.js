/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Email_RequiredInputs */

const en_auth_email_required = /** @type {(inputs: Auth_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email required`)
};

const de_auth_email_required = /** @type {(inputs: Auth_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail erforderlich`)
};

const fr_auth_email_required = /** @type {(inputs: Auth_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail requis`)
};

const it_auth_email_required = /** @type {(inputs: Auth_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail obbligatoria`)
};

/**
* | output |
* | --- |
* | "Email required" |
*
* @param {Auth_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_email_required = /** @type {((inputs?: Auth_Email_RequiredInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Email_RequiredInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_email_required(inputs)
	if (locale === "fr") return fr_auth_email_required(inputs)
	if (locale === "it") return it_auth_email_required(inputs)
	return en_auth_email_required(inputs)
});