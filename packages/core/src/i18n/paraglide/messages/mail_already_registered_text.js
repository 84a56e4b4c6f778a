/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ associationName: NonNullable<unknown> }} Mail_Already_Registered_TextInputs */

const en_mail_already_registered_text = /** @type {(inputs: Mail_Already_Registered_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Someone, probably you, just applied for membership of the ${i?.associationName} with this e-mail address. You already have an account, so no second one was created.`)
};

const de_mail_already_registered_text = /** @type {(inputs: Mail_Already_Registered_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jemand, wahrscheinlich Sie, hat soeben mit dieser E-Mail-Adresse die Mitgliedschaft bei der ${i?.associationName} beantragt. Sie haben bereits ein Konto, daher wurde kein zweites erstellt.`)
};

const fr_mail_already_registered_text = /** @type {(inputs: Mail_Already_Registered_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quelqu'un, probablement vous, vient de demander l'adhésion à la ${i?.associationName} avec cette adresse e-mail. Vous avez déjà un compte, aucun second compte n'a donc été créé.`)
};

const it_mail_already_registered_text = /** @type {(inputs: Mail_Already_Registered_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Qualcuno, probabilmente Lei, ha appena chiesto l'adesione alla ${i?.associationName} con questo indirizzo e-mail. Ha già un account, quindi non ne è stato creato un secondo.`)
};

/**
* | output |
* | --- |
* | "Someone, probably you, just applied for membership of the {associationName} with this e-mail address. You already have an account, so no second one was created." |
*
* @param {Mail_Already_Registered_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_already_registered_text = /** @type {((inputs: Mail_Already_Registered_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Already_Registered_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_already_registered_text(inputs)
	if (locale === "fr") return fr_mail_already_registered_text(inputs)
	if (locale === "it") return it_mail_already_registered_text(inputs)
	return en_mail_already_registered_text(inputs)
});