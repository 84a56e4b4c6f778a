/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mailing_ConfirmedInputs */

const en_mailing_confirmed = /** @type {(inputs: Mailing_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you! Your subscription is confirmed: you will receive our news at this address.`)
};

const de_mailing_confirmed = /** @type {(inputs: Mailing_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Danke! Ihre Anmeldung ist bestätigt: Sie erhalten unsere Neuigkeiten an diese Adresse.`)
};

const fr_mailing_confirmed = /** @type {(inputs: Mailing_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci ! Votre inscription est confirmée : vous recevrez nos nouvelles à cette adresse.`)
};

const it_mailing_confirmed = /** @type {(inputs: Mailing_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grazie! La Sua iscrizione è confermata: riceverà le nostre novità a questo indirizzo.`)
};

/**
* | output |
* | --- |
* | "Thank you! Your subscription is confirmed: you will receive our news at this address." |
*
* @param {Mailing_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mailing_confirmed = /** @type {((inputs?: Mailing_ConfirmedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailing_ConfirmedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mailing_confirmed(inputs)
	if (locale === "fr") return fr_mailing_confirmed(inputs)
	if (locale === "it") return it_mailing_confirmed(inputs)
	return en_mailing_confirmed(inputs)
});