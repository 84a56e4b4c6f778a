/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Recovery_Set_PasswordInputs */

const en_mail_recovery_set_password = /** @type {(inputs: Mail_Recovery_Set_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set a new password`)
};

const de_mail_recovery_set_password = /** @type {(inputs: Mail_Recovery_Set_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neues Passwort festlegen`)
};

const fr_mail_recovery_set_password = /** @type {(inputs: Mail_Recovery_Set_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Définir un nouveau mot de passe`)
};

const it_mail_recovery_set_password = /** @type {(inputs: Mail_Recovery_Set_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impostare una nuova password`)
};

/**
* | output |
* | --- |
* | "Set a new password" |
*
* @param {Mail_Recovery_Set_PasswordInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_recovery_set_password = /** @type {((inputs?: Mail_Recovery_Set_PasswordInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Recovery_Set_PasswordInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_recovery_set_password(inputs)
	if (locale === "fr") return fr_mail_recovery_set_password(inputs)
	if (locale === "it") return it_mail_recovery_set_password(inputs)
	return en_mail_recovery_set_password(inputs)
});