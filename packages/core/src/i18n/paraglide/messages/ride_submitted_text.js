/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ride_Submitted_TextInputs */

const en_ride_submitted_text = /** @type {(inputs: Ride_Submitted_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We have received your ride-along request and will be in touch with you soon.`)
};

const de_ride_submitted_text = /** @type {(inputs: Ride_Submitted_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir haben Ihre Mitfahrtsanfrage erhalten und melden uns bald bei Ihnen.`)
};

const fr_ride_submitted_text = /** @type {(inputs: Ride_Submitted_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous avons bien reçu votre demande d’accompagnement et vous contacterons bientôt.`)
};

const it_ride_submitted_text = /** @type {(inputs: Ride_Submitted_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abbiamo ricevuto la Sua richiesta di uscita e La contatteremo presto.`)
};

/**
* | output |
* | --- |
* | "We have received your ride-along request and will be in touch with you soon." |
*
* @param {Ride_Submitted_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_submitted_text = /** @type {((inputs?: Ride_Submitted_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ride_Submitted_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ride_submitted_text(inputs)
	if (locale === "fr") return fr_ride_submitted_text(inputs)
	if (locale === "it") return it_ride_submitted_text(inputs)
	return en_ride_submitted_text(inputs)
});