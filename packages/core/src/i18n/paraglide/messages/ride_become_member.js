/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ride_Become_MemberInputs */

const en_ride_become_member = /** @type {(inputs: Ride_Become_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Become a Member`)
};

const de_ride_become_member = /** @type {(inputs: Ride_Become_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied werden`)
};

const fr_ride_become_member = /** @type {(inputs: Ride_Become_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devenir membre`)
};

const it_ride_become_member = /** @type {(inputs: Ride_Become_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diventare socio`)
};

/**
* | output |
* | --- |
* | "Become a Member" |
*
* @param {Ride_Become_MemberInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_become_member = /** @type {((inputs?: Ride_Become_MemberInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ride_Become_MemberInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ride_become_member(inputs)
	if (locale === "fr") return fr_ride_become_member(inputs)
	if (locale === "it") return it_ride_become_member(inputs)
	return en_ride_become_member(inputs)
});