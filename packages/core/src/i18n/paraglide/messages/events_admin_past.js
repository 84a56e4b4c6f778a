/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Admin_PastInputs */

const en_events_admin_past = /** @type {(inputs: Events_Admin_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Past events`)
};

const de_events_admin_past = /** @type {(inputs: Events_Admin_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vergangene Veranstaltungen`)
};

const fr_events_admin_past = /** @type {(inputs: Events_Admin_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements passés`)
};

const it_events_admin_past = /** @type {(inputs: Events_Admin_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventi passati`)
};

/**
* | output |
* | --- |
* | "Past events" |
*
* @param {Events_Admin_PastInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_admin_past = /** @type {((inputs?: Events_Admin_PastInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_PastInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_past(inputs)
	if (locale === "fr") return fr_events_admin_past(inputs)
	if (locale === "it") return it_events_admin_past(inputs)
	return en_events_admin_past(inputs)
});