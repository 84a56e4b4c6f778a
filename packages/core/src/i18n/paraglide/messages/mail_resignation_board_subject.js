/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Resignation_Board_SubjectInputs */

const en_mail_resignation_board_subject = /** @type {(inputs: Mail_Resignation_Board_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A member has resigned`)
};

const de_mail_resignation_board_subject = /** @type {(inputs: Mail_Resignation_Board_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Mitglied ist ausgetreten`)
};

const fr_mail_resignation_board_subject = /** @type {(inputs: Mail_Resignation_Board_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un membre a démissionné`)
};

const it_mail_resignation_board_subject = /** @type {(inputs: Mail_Resignation_Board_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un membro ha presentato le dimissioni`)
};

/**
* | output |
* | --- |
* | "A member has resigned" |
*
* @param {Mail_Resignation_Board_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_resignation_board_subject = /** @type {((inputs?: Mail_Resignation_Board_SubjectInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Resignation_Board_SubjectInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_resignation_board_subject(inputs)
	if (locale === "fr") return fr_mail_resignation_board_subject(inputs)
	if (locale === "it") return it_mail_resignation_board_subject(inputs)
	return en_mail_resignation_board_subject(inputs)
});