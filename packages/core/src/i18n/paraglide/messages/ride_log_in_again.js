/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ride_Log_In_AgainInputs */

const en_ride_log_in_again = /** @type {(inputs: Ride_Log_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please log in again`)
};

const de_ride_log_in_again = /** @type {(inputs: Ride_Log_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte melden Sie sich erneut an`)
};

const fr_ride_log_in_again = /** @type {(inputs: Ride_Log_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez vous reconnecter`)
};

const it_ride_log_in_again = /** @type {(inputs: Ride_Log_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceda di nuovo`)
};

/**
* | output |
* | --- |
* | "Please log in again" |
*
* @param {Ride_Log_In_AgainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_log_in_again = /** @type {((inputs?: Ride_Log_In_AgainInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ride_Log_In_AgainInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ride_log_in_again(inputs)
	if (locale === "fr") return fr_ride_log_in_again(inputs)
	if (locale === "it") return it_ride_log_in_again(inputs)
	return en_ride_log_in_again(inputs)
});