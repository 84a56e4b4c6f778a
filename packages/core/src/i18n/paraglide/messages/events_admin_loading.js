/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Admin_LoadingInputs */

const en_events_admin_loading = /** @type {(inputs: Events_Admin_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading events…`)
};

const de_events_admin_loading = /** @type {(inputs: Events_Admin_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veranstaltungen werden geladen…`)
};

const fr_events_admin_loading = /** @type {(inputs: Events_Admin_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des événements…`)
};

const it_events_admin_loading = /** @type {(inputs: Events_Admin_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caricamento degli eventi…`)
};

/**
* | output |
* | --- |
* | "Loading events…" |
*
* @param {Events_Admin_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_admin_loading = /** @type {((inputs?: Events_Admin_LoadingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_LoadingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_loading(inputs)
	if (locale === "fr") return fr_events_admin_loading(inputs)
	if (locale === "it") return it_events_admin_loading(inputs)
	return en_events_admin_loading(inputs)
});