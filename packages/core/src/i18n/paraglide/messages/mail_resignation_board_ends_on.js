/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ who: NonNullable<unknown>, day: NonNullable<unknown> }} Mail_Resignation_Board_Ends_OnInputs */

const en_mail_resignation_board_ends_on = /** @type {(inputs: Mail_Resignation_Board_Ends_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.who} has resigned. The membership ends on ${i?.day}, and the account is deleted the day after.`)
};

const de_mail_resignation_board_ends_on = /** @type {(inputs: Mail_Resignation_Board_Ends_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.who} ist ausgetreten. Die Mitgliedschaft endet am ${i?.day}, und das Konto wird am Tag darauf gelöscht.`)
};

const fr_mail_resignation_board_ends_on = /** @type {(inputs: Mail_Resignation_Board_Ends_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.who} a démissionné. L'adhésion prend fin le ${i?.day}, et le compte est supprimé le lendemain.`)
};

const it_mail_resignation_board_ends_on = /** @type {(inputs: Mail_Resignation_Board_Ends_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.who} ha presentato le dimissioni. L'adesione termina il ${i?.day} e l'account viene eliminato il giorno successivo.`)
};

/**
* | output |
* | --- |
* | "{who} has resigned. The membership ends on {day}, and the account is deleted the day after." |
*
* @param {Mail_Resignation_Board_Ends_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_resignation_board_ends_on = /** @type {((inputs: Mail_Resignation_Board_Ends_OnInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Resignation_Board_Ends_OnInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_resignation_board_ends_on(inputs)
	if (locale === "fr") return fr_mail_resignation_board_ends_on(inputs)
	if (locale === "it") return it_mail_resignation_board_ends_on(inputs)
	return en_mail_resignation_board_ends_on(inputs)
});