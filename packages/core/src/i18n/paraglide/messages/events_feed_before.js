/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Feed_BeforeInputs */

const en_events_feed_before = /** @type {(inputs: Events_Feed_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Never miss an event:`)
};

const de_events_feed_before = /** @type {(inputs: Events_Feed_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Veranstaltung verpassen:`)
};

const fr_events_feed_before = /** @type {(inputs: Events_Feed_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ne manquez aucun événement :`)
};

const it_events_feed_before = /** @type {(inputs: Events_Feed_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non perda nessun evento:`)
};

/**
* | output |
* | --- |
* | "Never miss an event:" |
*
* @param {Events_Feed_BeforeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_feed_before = /** @type {((inputs?: Events_Feed_BeforeInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Feed_BeforeInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_feed_before(inputs)
	if (locale === "fr") return fr_events_feed_before(inputs)
	if (locale === "it") return it_events_feed_before(inputs)
	return en_events_feed_before(inputs)
});