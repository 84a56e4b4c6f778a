/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ride_SubmitInputs */

const en_ride_submit = /** @type {(inputs: Ride_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submit Request`)
};

const de_ride_submit = /** @type {(inputs: Ride_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anfrage senden`)
};

const fr_ride_submit = /** @type {(inputs: Ride_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer la demande`)
};

const it_ride_submit = /** @type {(inputs: Ride_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inviare la richiesta`)
};

/**
* | output |
* | --- |
* | "Submit Request" |
*
* @param {Ride_SubmitInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_submit = /** @type {((inputs?: Ride_SubmitInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ride_SubmitInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ride_submit(inputs)
	if (locale === "fr") return fr_ride_submit(inputs)
	if (locale === "it") return it_ride_submit(inputs)
	return en_ride_submit(inputs)
});