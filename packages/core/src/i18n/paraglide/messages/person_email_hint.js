/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Email_HintInputs */

const en_person_email_hint = /** @type {(inputs: Person_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email cannot be changed here: a new address must be confirmed by its owner.`)
};

const de_person_email_hint = /** @type {(inputs: Person_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die E-Mail-Adresse kann hier nicht geändert werden: Eine neue Adresse muss von ihrer Inhaberin oder ihrem Inhaber bestätigt werden.`)
};

const fr_person_email_hint = /** @type {(inputs: Person_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’e-mail ne peut pas être modifié ici : une nouvelle adresse doit être confirmée par son titulaire.`)
};

const it_person_email_hint = /** @type {(inputs: Person_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’e-mail non può essere modificata qui: un nuovo indirizzo deve essere confermato dal suo titolare.`)
};

/**
* | output |
* | --- |
* | "Email cannot be changed here: a new address must be confirmed by its owner." |
*
* @param {Person_Email_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_email_hint = /** @type {((inputs?: Person_Email_HintInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Email_HintInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_email_hint(inputs)
	if (locale === "fr") return fr_person_email_hint(inputs)
	if (locale === "it") return it_person_email_hint(inputs)
	return en_person_email_hint(inputs)
});