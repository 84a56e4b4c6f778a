/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ associationName: NonNullable<unknown> }} Mail_Two_Factor_Reset_TextInputs */

const en_mail_two_factor_reset_text = /** @type {(inputs: Mail_Two_Factor_Reset_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An admin of the ${i?.associationName} has turned off two-factor authentication for your account, for example because you lost your phone.`)
};

const de_mail_two_factor_reset_text = /** @type {(inputs: Mail_Two_Factor_Reset_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ein Admin der ${i?.associationName} hat die Zwei-Faktor-Authentifizierung für Ihr Konto ausgeschaltet, zum Beispiel weil Sie Ihr Telefon verloren haben.`)
};

const fr_mail_two_factor_reset_text = /** @type {(inputs: Mail_Two_Factor_Reset_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un administrateur de la ${i?.associationName} a désactivé l'authentification à deux facteurs de votre compte, par exemple parce que vous avez perdu votre téléphone.`)
};

const it_mail_two_factor_reset_text = /** @type {(inputs: Mail_Two_Factor_Reset_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un amministratore della ${i?.associationName} ha disattivato l'autenticazione a due fattori del Suo account, per esempio perché ha perso il telefono.`)
};

/**
* | output |
* | --- |
* | "An admin of the {associationName} has turned off two-factor authentication for your account, for example because you lost your phone." |
*
* @param {Mail_Two_Factor_Reset_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_two_factor_reset_text = /** @type {((inputs: Mail_Two_Factor_Reset_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Two_Factor_Reset_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_two_factor_reset_text(inputs)
	if (locale === "fr") return fr_mail_two_factor_reset_text(inputs)
	if (locale === "it") return it_mail_two_factor_reset_text(inputs)
	return en_mail_two_factor_reset_text(inputs)
});