/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Admin_VenueInputs */

const en_events_admin_venue = /** @type {(inputs: Events_Admin_VenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Venue`)
};

const de_events_admin_venue = /** @type {(inputs: Events_Admin_VenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veranstaltungsort`)
};

const fr_events_admin_venue = /** @type {(inputs: Events_Admin_VenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieu`)
};

const it_events_admin_venue = /** @type {(inputs: Events_Admin_VenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Luogo`)
};

/**
* | output |
* | --- |
* | "Venue" |
*
* @param {Events_Admin_VenueInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_admin_venue = /** @type {((inputs?: Events_Admin_VenueInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_VenueInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_venue(inputs)
	if (locale === "fr") return fr_events_admin_venue(inputs)
	if (locale === "it") return it_events_admin_venue(inputs)
	return en_events_admin_venue(inputs)
});