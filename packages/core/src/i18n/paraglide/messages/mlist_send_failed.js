/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mlist_Send_FailedInputs */

const en_mlist_send_failed = /** @type {(inputs: Mlist_Send_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error sending the newsletter`)
};

const de_mlist_send_failed = /** @type {(inputs: Mlist_Send_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler beim Senden des Newsletters`)
};

const fr_mlist_send_failed = /** @type {(inputs: Mlist_Send_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur lors de l’envoi de la newsletter`)
};

const it_mlist_send_failed = /** @type {(inputs: Mlist_Send_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Errore nell’invio della newsletter`)
};

/**
* | output |
* | --- |
* | "Error sending the newsletter" |
*
* @param {Mlist_Send_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_send_failed = /** @type {((inputs?: Mlist_Send_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mlist_Send_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mlist_send_failed(inputs)
	if (locale === "fr") return fr_mlist_send_failed(inputs)
	if (locale === "it") return it_mlist_send_failed(inputs)
	return en_mlist_send_failed(inputs)
});