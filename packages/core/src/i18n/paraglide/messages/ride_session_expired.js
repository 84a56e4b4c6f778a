/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ride_Session_ExpiredInputs */

const en_ride_session_expired = /** @type {(inputs: Ride_Session_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Session expired`)
};

const de_ride_session_expired = /** @type {(inputs: Ride_Session_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sitzung abgelaufen`)
};

const fr_ride_session_expired = /** @type {(inputs: Ride_Session_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Session expirée`)
};

const it_ride_session_expired = /** @type {(inputs: Ride_Session_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessione scaduta`)
};

/**
* | output |
* | --- |
* | "Session expired" |
*
* @param {Ride_Session_ExpiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_session_expired = /** @type {((inputs?: Ride_Session_ExpiredInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ride_Session_ExpiredInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ride_session_expired(inputs)
	if (locale === "fr") return fr_ride_session_expired(inputs)
	if (locale === "it") return it_ride_session_expired(inputs)
	return en_ride_session_expired(inputs)
});