/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ride_Checking_Sign_InInputs */

const en_ride_checking_sign_in = /** @type {(inputs: Ride_Checking_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking whether you are signed in…`)
};

const de_ride_checking_sign_in = /** @type {(inputs: Ride_Checking_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir prüfen, ob Sie angemeldet sind…`)
};

const fr_ride_checking_sign_in = /** @type {(inputs: Ride_Checking_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification de votre connexion…`)
};

const it_ride_checking_sign_in = /** @type {(inputs: Ride_Checking_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifichiamo se ha effettuato l’accesso…`)
};

/**
* | output |
* | --- |
* | "Checking whether you are signed in…" |
*
* @param {Ride_Checking_Sign_InInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_checking_sign_in = /** @type {((inputs?: Ride_Checking_Sign_InInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ride_Checking_Sign_InInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ride_checking_sign_in(inputs)
	if (locale === "fr") return fr_ride_checking_sign_in(inputs)
	if (locale === "it") return it_ride_checking_sign_in(inputs)
	return en_ride_checking_sign_in(inputs)
});