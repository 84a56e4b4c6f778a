/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Ride_Along_HeadingInputs */

const en_events_ride_along_heading = /** @type {(inputs: Events_Ride_Along_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ride-along request`)
};

const de_events_ride_along_heading = /** @type {(inputs: Events_Ride_Along_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitfahrt anfragen`)
};

const fr_events_ride_along_heading = /** @type {(inputs: Events_Ride_Along_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande d’accompagnement`)
};

const it_events_ride_along_heading = /** @type {(inputs: Events_Ride_Along_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Richiesta di uscita`)
};

/**
* | output |
* | --- |
* | "Ride-along request" |
*
* @param {Events_Ride_Along_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_ride_along_heading = /** @type {((inputs?: Events_Ride_Along_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Ride_Along_HeadingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_ride_along_heading(inputs)
	if (locale === "fr") return fr_events_ride_along_heading(inputs)
	if (locale === "it") return it_events_ride_along_heading(inputs)
	return en_events_ride_along_heading(inputs)
});