/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ride_Member_LoginInputs */

const en_ride_member_login = /** @type {(inputs: Ride_Member_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member Login`)
};

const de_ride_member_login = /** @type {(inputs: Ride_Member_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglieder-Login`)
};

const fr_ride_member_login = /** @type {(inputs: Ride_Member_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion membres`)
};

const it_ride_member_login = /** @type {(inputs: Ride_Member_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accesso soci`)
};

/**
* | output |
* | --- |
* | "Member Login" |
*
* @param {Ride_Member_LoginInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_member_login = /** @type {((inputs?: Ride_Member_LoginInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ride_Member_LoginInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ride_member_login(inputs)
	if (locale === "fr") return fr_ride_member_login(inputs)
	if (locale === "it") return it_ride_member_login(inputs)
	return en_ride_member_login(inputs)
});