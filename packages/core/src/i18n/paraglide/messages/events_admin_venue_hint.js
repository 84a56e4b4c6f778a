/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Admin_Venue_HintInputs */

const en_events_admin_venue_hint = /** @type {(inputs: Events_Admin_Venue_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave empty for “location to be announced”`)
};

const de_events_admin_venue_hint = /** @type {(inputs: Events_Admin_Venue_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leer lassen, solange der Ort noch nicht feststeht`)
};

const fr_events_admin_venue_hint = /** @type {(inputs: Events_Admin_Venue_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laisser vide tant que le lieu n’est pas connu`)
};

const it_events_admin_venue_hint = /** @type {(inputs: Events_Admin_Venue_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lasci vuoto finché il luogo non è noto`)
};

/**
* | output |
* | --- |
* | "Leave empty for “location to be announced”" |
*
* @param {Events_Admin_Venue_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_admin_venue_hint = /** @type {((inputs?: Events_Admin_Venue_HintInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Venue_HintInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_venue_hint(inputs)
	if (locale === "fr") return fr_events_admin_venue_hint(inputs)
	if (locale === "it") return it_events_admin_venue_hint(inputs)
	return en_events_admin_venue_hint(inputs)
});