/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Admin_CityInputs */

const en_events_admin_city = /** @type {(inputs: Events_Admin_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City`)
};

const de_events_admin_city = /** @type {(inputs: Events_Admin_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ort`)
};

const fr_events_admin_city = /** @type {(inputs: Events_Admin_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ville`)
};

const it_events_admin_city = /** @type {(inputs: Events_Admin_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Città`)
};

/**
* | output |
* | --- |
* | "City" |
*
* @param {Events_Admin_CityInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_admin_city = /** @type {((inputs?: Events_Admin_CityInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_CityInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_city(inputs)
	if (locale === "fr") return fr_events_admin_city(inputs)
	if (locale === "it") return it_events_admin_city(inputs)
	return en_events_admin_city(inputs)
});