/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Send_Confirmation_AgainInputs */

const en_person_send_confirmation_again = /** @type {(inputs: Person_Send_Confirmation_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send the Confirmation E-mail Again`)
};

const de_person_send_confirmation_again = /** @type {(inputs: Person_Send_Confirmation_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigungs-E-Mail erneut senden`)
};

const fr_person_send_confirmation_again = /** @type {(inputs: Person_Send_Confirmation_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renvoyer l’e-mail de confirmation`)
};

const it_person_send_confirmation_again = /** @type {(inputs: Person_Send_Confirmation_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inviare di nuovo l’e-mail di conferma`)
};

/**
* | output |
* | --- |
* | "Send the Confirmation E-mail Again" |
*
* @param {Person_Send_Confirmation_AgainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_send_confirmation_again = /** @type {((inputs?: Person_Send_Confirmation_AgainInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Send_Confirmation_AgainInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_send_confirmation_again(inputs)
	if (locale === "fr") return fr_person_send_confirmation_again(inputs)
	if (locale === "it") return it_person_send_confirmation_again(inputs)
	return en_person_send_confirmation_again(inputs)
});