/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Recovery_IgnoreInputs */

const en_mail_recovery_ignore = /** @type {(inputs: Mail_Recovery_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you did not ask for this, you can ignore this e-mail; your password stays as it is.`)
};

const de_mail_recovery_ignore = /** @type {(inputs: Mail_Recovery_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falls Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.`)
};

const fr_mail_recovery_ignore = /** @type {(inputs: Mail_Recovery_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si vous ne l'avez pas demandé, vous pouvez ignorer cet e-mail ; votre mot de passe reste inchangé.`)
};

const it_mail_recovery_ignore = /** @type {(inputs: Mail_Recovery_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se non l'ha chiesto Lei, può ignorare questa e-mail; la Sua password resta invariata.`)
};

/**
* | output |
* | --- |
* | "If you did not ask for this, you can ignore this e-mail; your password stays as it is." |
*
* @param {Mail_Recovery_IgnoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_recovery_ignore = /** @type {((inputs?: Mail_Recovery_IgnoreInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Recovery_IgnoreInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_recovery_ignore(inputs)
	if (locale === "fr") return fr_mail_recovery_ignore(inputs)
	if (locale === "it") return it_mail_recovery_ignore(inputs)
	return en_mail_recovery_ignore(inputs)
});