/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ infoEmail: NonNullable<unknown> }} Mail_Two_Factor_Reset_Tell_UsInputs */

const en_mail_two_factor_reset_tell_us = /** @type {(inputs: Mail_Two_Factor_Reset_Tell_UsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`If you did not ask for this, please tell us at once at ${i?.infoEmail} and change your password.`)
};

const de_mail_two_factor_reset_tell_us = /** @type {(inputs: Mail_Two_Factor_Reset_Tell_UsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Falls Sie das nicht veranlasst haben, melden Sie sich bitte sofort unter ${i?.infoEmail} und ändern Sie Ihr Passwort.`)
};

const fr_mail_two_factor_reset_tell_us = /** @type {(inputs: Mail_Two_Factor_Reset_Tell_UsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Si vous ne l'avez pas demandé, veuillez nous en informer immédiatement à ${i?.infoEmail} et changer votre mot de passe.`)
};

const it_mail_two_factor_reset_tell_us = /** @type {(inputs: Mail_Two_Factor_Reset_Tell_UsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se non l'ha chiesto Lei, ce lo comunichi subito a ${i?.infoEmail} e cambi la Sua password.`)
};

/**
* | output |
* | --- |
* | "If you did not ask for this, please tell us at once at {infoEmail} and change your password." |
*
* @param {Mail_Two_Factor_Reset_Tell_UsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_two_factor_reset_tell_us = /** @type {((inputs: Mail_Two_Factor_Reset_Tell_UsInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Two_Factor_Reset_Tell_UsInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_two_factor_reset_tell_us(inputs)
	if (locale === "fr") return fr_mail_two_factor_reset_tell_us(inputs)
	if (locale === "it") return it_mail_two_factor_reset_tell_us(inputs)
	return en_mail_two_factor_reset_tell_us(inputs)
});