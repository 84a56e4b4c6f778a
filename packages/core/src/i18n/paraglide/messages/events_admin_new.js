/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Admin_NewInputs */

const en_events_admin_new = /** @type {(inputs: Events_Admin_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New event`)
};

const de_events_admin_new = /** @type {(inputs: Events_Admin_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue Veranstaltung`)
};

const fr_events_admin_new = /** @type {(inputs: Events_Admin_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvel événement`)
};

const it_events_admin_new = /** @type {(inputs: Events_Admin_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuovo evento`)
};

/**
* | output |
* | --- |
* | "New event" |
*
* @param {Events_Admin_NewInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_admin_new = /** @type {((inputs?: Events_Admin_NewInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_NewInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_new(inputs)
	if (locale === "fr") return fr_events_admin_new(inputs)
	if (locale === "it") return it_events_admin_new(inputs)
	return en_events_admin_new(inputs)
});