/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_See_EventsInputs */

const en_home_see_events = /** @type {(inputs: Home_See_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See upcoming events`)
};

const de_home_see_events = /** @type {(inputs: Home_See_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kommende Veranstaltungen ansehen`)
};

const fr_home_see_events = /** @type {(inputs: Home_See_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir les prochains événements`)
};

const it_home_see_events = /** @type {(inputs: Home_See_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vedere i prossimi eventi`)
};

/**
* | output |
* | --- |
* | "See upcoming events" |
*
* @param {Home_See_EventsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const home_see_events = /** @type {((inputs?: Home_See_EventsInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_See_EventsInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_see_events(inputs)
	if (locale === "fr") return fr_home_see_events(inputs)
	if (locale === "it") return it_home_see_events(inputs)
	return en_home_see_events(inputs)
});