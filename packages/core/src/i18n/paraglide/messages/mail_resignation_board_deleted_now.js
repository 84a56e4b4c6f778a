/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ who: NonNullable<unknown>, day: NonNullable<unknown> }} Mail_Resignation_Board_Deleted_NowInputs */

const en_mail_resignation_board_deleted_now = /** @type {(inputs: Mail_Resignation_Board_Deleted_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.who} has resigned with immediate effect: the membership ended today, ${i?.day}, and the account has been deleted.`)
};

const de_mail_resignation_board_deleted_now = /** @type {(inputs: Mail_Resignation_Board_Deleted_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.who} ist mit sofortiger Wirkung ausgetreten: Die Mitgliedschaft endete heute, am ${i?.day}, und das Konto wurde gelöscht.`)
};

const fr_mail_resignation_board_deleted_now = /** @type {(inputs: Mail_Resignation_Board_Deleted_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.who} a démissionné avec effet immédiat : l'adhésion a pris fin aujourd'hui, le ${i?.day}, et le compte a été supprimé.`)
};

const it_mail_resignation_board_deleted_now = /** @type {(inputs: Mail_Resignation_Board_Deleted_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.who} ha presentato le dimissioni con effetto immediato: l'adesione è terminata oggi, ${i?.day}, e l'account è stato eliminato.`)
};

/**
* | output |
* | --- |
* | "{who} has resigned with immediate effect: the membership ended today, {day}, and the account has been deleted." |
*
* @param {Mail_Resignation_Board_Deleted_NowInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_resignation_board_deleted_now = /** @type {((inputs: Mail_Resignation_Board_Deleted_NowInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Resignation_Board_Deleted_NowInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_resignation_board_deleted_now(inputs)
	if (locale === "fr") return fr_mail_resignation_board_deleted_now(inputs)
	if (locale === "it") return it_mail_resignation_board_deleted_now(inputs)
	return en_mail_resignation_board_deleted_now(inputs)
});