/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ associationName: NonNullable<unknown>, day: NonNullable<unknown> }} Mail_Resignation_Deleted_NowInputs */

const en_mail_resignation_deleted_now = /** @type {(inputs: Mail_Resignation_Deleted_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You have resigned from the ${i?.associationName}. Your membership ended today, ${i?.day}, and your account has been deleted.`)
};

const de_mail_resignation_deleted_now = /** @type {(inputs: Mail_Resignation_Deleted_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie sind aus der ${i?.associationName} ausgetreten. Ihre Mitgliedschaft endete heute, am ${i?.day}, und Ihr Konto wurde gelöscht.`)
};

const fr_mail_resignation_deleted_now = /** @type {(inputs: Mail_Resignation_Deleted_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous avez démissionné de la ${i?.associationName}. Votre adhésion a pris fin aujourd'hui, le ${i?.day}, et votre compte a été supprimé.`)
};

const it_mail_resignation_deleted_now = /** @type {(inputs: Mail_Resignation_Deleted_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ha presentato le dimissioni dalla ${i?.associationName}. La Sua adesione è terminata oggi, ${i?.day}, e il Suo account è stato eliminato.`)
};

/**
* | output |
* | --- |
* | "You have resigned from the {associationName}. Your membership ended today, {day}, and your account has been deleted." |
*
* @param {Mail_Resignation_Deleted_NowInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_resignation_deleted_now = /** @type {((inputs: Mail_Resignation_Deleted_NowInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Resignation_Deleted_NowInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_resignation_deleted_now(inputs)
	if (locale === "fr") return fr_mail_resignation_deleted_now(inputs)
	if (locale === "it") return it_mail_resignation_deleted_now(inputs)
	return en_mail_resignation_deleted_now(inputs)
});