/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Send_ErrorInputs */

const en_person_send_error = /** @type {(inputs: Person_Send_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error sending the e-mail`)
};

const de_person_send_error = /** @type {(inputs: Person_Send_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler beim Senden der E-Mail`)
};

const fr_person_send_error = /** @type {(inputs: Person_Send_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur lors de l’envoi de l’e-mail`)
};

const it_person_send_error = /** @type {(inputs: Person_Send_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Errore nell’invio dell’e-mail`)
};

/**
* | output |
* | --- |
* | "Error sending the e-mail" |
*
* @param {Person_Send_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_send_error = /** @type {((inputs?: Person_Send_ErrorInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Send_ErrorInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_send_error(inputs)
	if (locale === "fr") return fr_person_send_error(inputs)
	if (locale === "it") return it_person_send_error(inputs)
	return en_person_send_error(inputs)
});