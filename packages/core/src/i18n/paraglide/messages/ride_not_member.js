/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ride_Not_MemberInputs */

const en_ride_not_member = /** @type {(inputs: Ride_Not_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You must be a member to submit a ride-along request`)
};

const de_ride_not_member = /** @type {(inputs: Ride_Not_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur Mitglieder können eine Mitfahrt anfragen`)
};

const fr_ride_not_member = /** @type {(inputs: Ride_Not_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous devez être membre pour envoyer une demande d’accompagnement`)
};

const it_ride_not_member = /** @type {(inputs: Ride_Not_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deve essere socio per inviare una richiesta di uscita`)
};

/**
* | output |
* | --- |
* | "You must be a member to submit a ride-along request" |
*
* @param {Ride_Not_MemberInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_not_member = /** @type {((inputs?: Ride_Not_MemberInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ride_Not_MemberInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ride_not_member(inputs)
	if (locale === "fr") return fr_ride_not_member(inputs)
	if (locale === "it") return it_ride_not_member(inputs)
	return en_ride_not_member(inputs)
});