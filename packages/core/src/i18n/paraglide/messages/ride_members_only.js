/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ride_Members_OnlyInputs */

const en_ride_members_only = /** @type {(inputs: Ride_Members_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members Only`)
};

const de_ride_members_only = /** @type {(inputs: Ride_Members_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur für Mitglieder`)
};

const fr_ride_members_only = /** @type {(inputs: Ride_Members_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservé aux membres`)
};

const it_ride_members_only = /** @type {(inputs: Ride_Members_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo per soci`)
};

/**
* | output |
* | --- |
* | "Members Only" |
*
* @param {Ride_Members_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_members_only = /** @type {((inputs?: Ride_Members_OnlyInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ride_Members_OnlyInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ride_members_only(inputs)
	if (locale === "fr") return fr_ride_members_only(inputs)
	if (locale === "it") return it_ride_members_only(inputs)
	return en_ride_members_only(inputs)
});