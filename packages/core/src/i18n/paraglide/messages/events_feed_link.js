/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Feed_LinkInputs */

const en_events_feed_link = /** @type {(inputs: Events_Feed_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe`)
};

const de_events_feed_link = /** @type {(inputs: Events_Feed_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnieren Sie`)
};

const fr_events_feed_link = /** @type {(inputs: Events_Feed_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnez-vous`)
};

const it_events_feed_link = /** @type {(inputs: Events_Feed_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si abboni`)
};

/**
* | output |
* | --- |
* | "Subscribe" |
*
* @param {Events_Feed_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_feed_link = /** @type {((inputs?: Events_Feed_LinkInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Feed_LinkInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_feed_link(inputs)
	if (locale === "fr") return fr_events_feed_link(inputs)
	if (locale === "it") return it_events_feed_link(inputs)
	return en_events_feed_link(inputs)
});