/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ride_SubmittedInputs */

const en_ride_submitted = /** @type {(inputs: Ride_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request submitted!`)
};

const de_ride_submitted = /** @type {(inputs: Ride_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anfrage gesendet!`)
};

const fr_ride_submitted = /** @type {(inputs: Ride_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande envoyée !`)
};

const it_ride_submitted = /** @type {(inputs: Ride_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Richiesta inviata!`)
};

/**
* | output |
* | --- |
* | "Request submitted!" |
*
* @param {Ride_SubmittedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_submitted = /** @type {((inputs?: Ride_SubmittedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ride_SubmittedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ride_submitted(inputs)
	if (locale === "fr") return fr_ride_submitted(inputs)
	if (locale === "it") return it_ride_submitted(inputs)
	return en_ride_submitted(inputs)
});