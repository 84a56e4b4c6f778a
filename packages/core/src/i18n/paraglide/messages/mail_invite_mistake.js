/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Invite_MistakeInputs */

const en_mail_invite_mistake = /** @type {(inputs: Mail_Invite_MistakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you think this is a mistake, you can ignore this e-mail.`)
};

const de_mail_invite_mistake = /** @type {(inputs: Mail_Invite_MistakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falls Sie glauben, dass es sich um einen Irrtum handelt, können Sie diese E-Mail ignorieren.`)
};

const fr_mail_invite_mistake = /** @type {(inputs: Mail_Invite_MistakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si vous pensez qu'il s'agit d'une erreur, vous pouvez ignorer cet e-mail.`)
};

const it_mail_invite_mistake = /** @type {(inputs: Mail_Invite_MistakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se pensa che si tratti di un errore, può ignorare questa e-mail.`)
};

/**
* | output |
* | --- |
* | "If you think this is a mistake, you can ignore this e-mail." |
*
* @param {Mail_Invite_MistakeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_invite_mistake = /** @type {((inputs?: Mail_Invite_MistakeInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Invite_MistakeInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_invite_mistake(inputs)
	if (locale === "fr") return fr_mail_invite_mistake(inputs)
	if (locale === "it") return it_mail_invite_mistake(inputs)
	return en_mail_invite_mistake(inputs)
});