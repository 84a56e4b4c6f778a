/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Resend_ConfirmationInputs */

const en_auth_resend_confirmation = /** @type {(inputs: Auth_Resend_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send confirmation e-mail again`)
};

const de_auth_resend_confirmation = /** @type {(inputs: Auth_Resend_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigungs-E-Mail erneut senden`)
};

const fr_auth_resend_confirmation = /** @type {(inputs: Auth_Resend_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renvoyer l’e-mail de confirmation`)
};

const it_auth_resend_confirmation = /** @type {(inputs: Auth_Resend_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inviare di nuovo l’e-mail di conferma`)
};

/**
* | output |
* | --- |
* | "Send confirmation e-mail again" |
*
* @param {Auth_Resend_ConfirmationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_resend_confirmation = /** @type {((inputs?: Auth_Resend_ConfirmationInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Resend_ConfirmationInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_resend_confirmation(inputs)
	if (locale === "fr") return fr_auth_resend_confirmation(inputs)
	if (locale === "it") return it_auth_resend_confirmation(inputs)
	return en_auth_resend_confirmation(inputs)
});