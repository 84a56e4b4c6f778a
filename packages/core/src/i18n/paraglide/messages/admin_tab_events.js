/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tab_EventsInputs */

const en_admin_tab_events = /** @type {(inputs: Admin_Tab_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events`)
};

const de_admin_tab_events = /** @type {(inputs: Admin_Tab_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veranstaltungen`)
};

const fr_admin_tab_events = /** @type {(inputs: Admin_Tab_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements`)
};

const it_admin_tab_events = /** @type {(inputs: Admin_Tab_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventi`)
};

/**
* | output |
* | --- |
* | "Events" |
*
* @param {Admin_Tab_EventsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_tab_events = /** @type {((inputs?: Admin_Tab_EventsInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tab_EventsInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_tab_events(inputs)
	if (locale === "fr") return fr_admin_tab_events(inputs)
	if (locale === "it") return it_admin_tab_events(inputs)
	return en_admin_tab_events(inputs)
});