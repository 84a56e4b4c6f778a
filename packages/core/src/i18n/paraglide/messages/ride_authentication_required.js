/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ride_Authentication_RequiredInputs */

const en_ride_authentication_required = /** @type {(inputs: Ride_Authentication_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authentication required`)
};

const de_ride_authentication_required = /** @type {(inputs: Ride_Authentication_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldung erforderlich`)
};

const fr_ride_authentication_required = /** @type {(inputs: Ride_Authentication_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion requise`)
};

const it_ride_authentication_required = /** @type {(inputs: Ride_Authentication_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accesso richiesto`)
};

/**
* | output |
* | --- |
* | "Authentication required" |
*
* @param {Ride_Authentication_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_authentication_required = /** @type {((inputs?: Ride_Authentication_RequiredInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ride_Authentication_RequiredInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ride_authentication_required(inputs)
	if (locale === "fr") return fr_ride_authentication_required(inputs)
	if (locale === "it") return it_ride_authentication_required(inputs)
	return en_ride_authentication_required(inputs)
});