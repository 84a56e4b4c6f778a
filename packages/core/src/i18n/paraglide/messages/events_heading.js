/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_HeadingInputs */

const en_events_heading = /** @type {(inputs: Events_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events`)
};

const de_events_heading = /** @type {(inputs: Events_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veranstaltungen`)
};

const fr_events_heading = /** @type {(inputs: Events_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements`)
};

const it_events_heading = /** @type {(inputs: Events_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventi`)
};

/**
* | output |
* | --- |
* | "Events" |
*
* @param {Events_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_heading = /** @type {((inputs?: Events_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_HeadingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_heading(inputs)
	if (locale === "fr") return fr_events_heading(inputs)
	if (locale === "it") return it_events_heading(inputs)
	return en_events_heading(inputs)
});