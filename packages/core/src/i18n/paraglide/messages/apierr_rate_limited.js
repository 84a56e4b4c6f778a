/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apierr_Rate_LimitedInputs */

const en_apierr_rate_limited = /** @type {(inputs: Apierr_Rate_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many attempts. Please wait a moment and try again.`)
};

const de_apierr_rate_limited = /** @type {(inputs: Apierr_Rate_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.`)
};

const fr_apierr_rate_limited = /** @type {(inputs: Apierr_Rate_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trop de tentatives. Veuillez patienter un moment et réessayer.`)
};

const it_apierr_rate_limited = /** @type {(inputs: Apierr_Rate_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Troppi tentativi. Attenda un momento e riprovi.`)
};

/**
* | output |
* | --- |
* | "Too many attempts. Please wait a moment and try again." |
*
* @param {Apierr_Rate_LimitedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const apierr_rate_limited = /** @type {((inputs?: Apierr_Rate_LimitedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apierr_Rate_LimitedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apierr_rate_limited(inputs)
	if (locale === "fr") return fr_apierr_rate_limited(inputs)
	if (locale === "it") return it_apierr_rate_limited(inputs)
	return en_apierr_rate_limited(inputs)
});