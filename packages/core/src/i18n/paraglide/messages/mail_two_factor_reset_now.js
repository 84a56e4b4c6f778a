/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Two_Factor_Reset_NowInputs */

const en_mail_two_factor_reset_now = /** @type {(inputs: Mail_Two_Factor_Reset_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can now sign in with your password alone. Please set up two-factor authentication again on your member dashboard.`)
};

const de_mail_two_factor_reset_now = /** @type {(inputs: Mail_Two_Factor_Reset_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie können sich jetzt allein mit Ihrem Passwort anmelden. Bitte richten Sie die Zwei-Faktor-Authentifizierung in Ihrem Mitglieder-Dashboard wieder ein.`)
};

const fr_mail_two_factor_reset_now = /** @type {(inputs: Mail_Two_Factor_Reset_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous pouvez maintenant vous connecter avec votre seul mot de passe. Veuillez réactiver l'authentification à deux facteurs dans votre tableau de bord de membre.`)
};

const it_mail_two_factor_reset_now = /** @type {(inputs: Mail_Two_Factor_Reset_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ora può accedere con la sola password. La preghiamo di configurare di nuovo l'autenticazione a due fattori nella Sua dashboard di membro.`)
};

/**
* | output |
* | --- |
* | "You can now sign in with your password alone. Please set up two-factor authentication again on your member dashboard." |
*
* @param {Mail_Two_Factor_Reset_NowInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_two_factor_reset_now = /** @type {((inputs?: Mail_Two_Factor_Reset_NowInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Two_Factor_Reset_NowInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_two_factor_reset_now(inputs)
	if (locale === "fr") return fr_mail_two_factor_reset_now(inputs)
	if (locale === "it") return it_mail_two_factor_reset_now(inputs)
	return en_mail_two_factor_reset_now(inputs)
});