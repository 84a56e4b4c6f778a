/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ride_Needs_JavascriptInputs */

const en_ride_needs_javascript = /** @type {(inputs: Ride_Needs_JavascriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requesting a ride-along needs JavaScript: please turn it on and log in as a member.`)
};

const de_ride_needs_javascript = /** @type {(inputs: Ride_Needs_JavascriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für eine Mitfahrtsanfrage braucht es JavaScript: Bitte aktivieren Sie es und melden Sie sich als Mitglied an.`)
};

const fr_ride_needs_javascript = /** @type {(inputs: Ride_Needs_JavascriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une demande d’accompagnement nécessite JavaScript : veuillez l’activer et vous connecter en tant que membre.`)
};

const it_ride_needs_javascript = /** @type {(inputs: Ride_Needs_JavascriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per richiedere un’uscita serve JavaScript: lo attivi e acceda come socio.`)
};

/**
* | output |
* | --- |
* | "Requesting a ride-along needs JavaScript: please turn it on and log in as a member." |
*
* @param {Ride_Needs_JavascriptInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_needs_javascript = /** @type {((inputs?: Ride_Needs_JavascriptInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ride_Needs_JavascriptInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ride_needs_javascript(inputs)
	if (locale === "fr") return fr_ride_needs_javascript(inputs)
	if (locale === "it") return it_ride_needs_javascript(inputs)
	return en_ride_needs_javascript(inputs)
});