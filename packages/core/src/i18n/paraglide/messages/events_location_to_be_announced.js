/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Location_To_Be_AnnouncedInputs */

const en_events_location_to_be_announced = /** @type {(inputs: Events_Location_To_Be_AnnouncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`location to be announced`)
};

const de_events_location_to_be_announced = /** @type {(inputs: Events_Location_To_Be_AnnouncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ort wird noch bekannt gegeben`)
};

const fr_events_location_to_be_announced = /** @type {(inputs: Events_Location_To_Be_AnnouncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`lieu à confirmer`)
};

const it_events_location_to_be_announced = /** @type {(inputs: Events_Location_To_Be_AnnouncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`luogo da definire`)
};

/**
* | output |
* | --- |
* | "location to be announced" |
*
* @param {Events_Location_To_Be_AnnouncedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_location_to_be_announced = /** @type {((inputs?: Events_Location_To_Be_AnnouncedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Location_To_Be_AnnouncedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_location_to_be_announced(inputs)
	if (locale === "fr") return fr_events_location_to_be_announced(inputs)
	if (locale === "it") return it_events_location_to_be_announced(inputs)
	return en_events_location_to_be_announced(inputs)
});