/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Admin_Swiss_TimeInputs */

const en_events_admin_swiss_time = /** @type {(inputs: Events_Admin_Swiss_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Swiss time`)
};

const de_events_admin_swiss_time = /** @type {(inputs: Events_Admin_Swiss_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schweizer Zeit`)
};

const fr_events_admin_swiss_time = /** @type {(inputs: Events_Admin_Swiss_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heure suisse`)
};

const it_events_admin_swiss_time = /** @type {(inputs: Events_Admin_Swiss_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ora svizzera`)
};

/**
* | output |
* | --- |
* | "Swiss time" |
*
* @param {Events_Admin_Swiss_TimeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_admin_swiss_time = /** @type {((inputs?: Events_Admin_Swiss_TimeInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Swiss_TimeInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_swiss_time(inputs)
	if (locale === "fr") return fr_events_admin_swiss_time(inputs)
	if (locale === "it") return it_events_admin_swiss_time(inputs)
	return en_events_admin_swiss_time(inputs)
});