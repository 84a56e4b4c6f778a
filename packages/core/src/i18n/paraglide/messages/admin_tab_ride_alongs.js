/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tab_Ride_AlongsInputs */

const en_admin_tab_ride_alongs = /** @type {(inputs: Admin_Tab_Ride_AlongsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ride-alongs`)
};

const de_admin_tab_ride_alongs = /** @type {(inputs: Admin_Tab_Ride_AlongsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitfahrten`)
};

const fr_admin_tab_ride_alongs = /** @type {(inputs: Admin_Tab_Ride_AlongsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stages d’observation`)
};

const it_admin_tab_ride_alongs = /** @type {(inputs: Admin_Tab_Ride_AlongsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uscite in ambulanza`)
};

/**
* | output |
* | --- |
* | "Ride-alongs" |
*
* @param {Admin_Tab_Ride_AlongsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_tab_ride_alongs = /** @type {((inputs?: Admin_Tab_Ride_AlongsInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tab_Ride_AlongsInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_tab_ride_alongs(inputs)
	if (locale === "fr") return fr_admin_tab_ride_alongs(inputs)
	if (locale === "it") return it_admin_tab_ride_alongs(inputs)
	return en_admin_tab_ride_alongs(inputs)
});