/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ associationName: NonNullable<unknown>, day: NonNullable<unknown> }} Mail_Resignation_Ends_OnInputs */

const en_mail_resignation_ends_on = /** @type {(inputs: Mail_Resignation_Ends_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You have resigned from the ${i?.associationName}. Your membership ends on ${i?.day}, and your account is deleted the day after.`)
};

const de_mail_resignation_ends_on = /** @type {(inputs: Mail_Resignation_Ends_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie sind aus der ${i?.associationName} ausgetreten. Ihre Mitgliedschaft endet am ${i?.day}, und Ihr Konto wird am Tag darauf gelöscht.`)
};

const fr_mail_resignation_ends_on = /** @type {(inputs: Mail_Resignation_Ends_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous avez démissionné de la ${i?.associationName}. Votre adhésion prend fin le ${i?.day}, et votre compte est supprimé le lendemain.`)
};

const it_mail_resignation_ends_on = /** @type {(inputs: Mail_Resignation_Ends_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ha presentato le dimissioni dalla ${i?.associationName}. La Sua adesione termina il ${i?.day} e il Suo account viene eliminato il giorno successivo.`)
};

/**
* | output |
* | --- |
* | "You have resigned from the {associationName}. Your membership ends on {day}, and your account is deleted the day after." |
*
* @param {Mail_Resignation_Ends_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_resignation_ends_on = /** @type {((inputs: Mail_Resignation_Ends_OnInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Resignation_Ends_OnInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_resignation_ends_on(inputs)
	if (locale === "fr") return fr_mail_resignation_ends_on(inputs)
	if (locale === "it") return it_mail_resignation_ends_on(inputs)
	return en_mail_resignation_ends_on(inputs)
});