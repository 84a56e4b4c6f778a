/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Unavailable_LinkInputs */

const en_events_unavailable_link = /** @type {(inputs: Events_Unavailable_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`subscribe to our calendar feed`)
};

const de_events_unavailable_link = /** @type {(inputs: Events_Unavailable_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`abonnieren Sie unseren Kalender-Feed`)
};

const fr_events_unavailable_link = /** @type {(inputs: Events_Unavailable_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`abonnez-vous à notre flux de calendrier`)
};

const it_events_unavailable_link = /** @type {(inputs: Events_Unavailable_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`si abboni al nostro feed del calendario`)
};

/**
* | output |
* | --- |
* | "subscribe to our calendar feed" |
*
* @param {Events_Unavailable_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_unavailable_link = /** @type {((inputs?: Events_Unavailable_LinkInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Unavailable_LinkInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_unavailable_link(inputs)
	if (locale === "fr") return fr_events_unavailable_link(inputs)
	if (locale === "it") return it_events_unavailable_link(inputs)
	return en_events_unavailable_link(inputs)
});