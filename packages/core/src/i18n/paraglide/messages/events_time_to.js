/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Time_ToInputs */

const en_events_time_to = /** @type {(inputs: Events_Time_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to`)
};

const de_events_time_to = /** @type {(inputs: Events_Time_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bis`)
};

const fr_events_time_to = /** @type {(inputs: Events_Time_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`à`)
};

const it_events_time_to = /** @type {(inputs: Events_Time_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`–`)
};

/**
* | output |
* | --- |
* | "to" |
*
* @param {Events_Time_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_time_to = /** @type {((inputs?: Events_Time_ToInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Time_ToInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_time_to(inputs)
	if (locale === "fr") return fr_events_time_to(inputs)
	if (locale === "it") return it_events_time_to(inputs)
	return en_events_time_to(inputs)
});