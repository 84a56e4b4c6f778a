/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Past_HeadingInputs */

const en_events_past_heading = /** @type {(inputs: Events_Past_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Past events`)
};

const de_events_past_heading = /** @type {(inputs: Events_Past_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vergangene Veranstaltungen`)
};

const fr_events_past_heading = /** @type {(inputs: Events_Past_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements passés`)
};

const it_events_past_heading = /** @type {(inputs: Events_Past_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventi passati`)
};

/**
* | output |
* | --- |
* | "Past events" |
*
* @param {Events_Past_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_past_heading = /** @type {((inputs?: Events_Past_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Past_HeadingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_past_heading(inputs)
	if (locale === "fr") return fr_events_past_heading(inputs)
	if (locale === "it") return it_events_past_heading(inputs)
	return en_events_past_heading(inputs)
});