/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Admin_Save_FailedInputs */

const en_events_admin_save_failed = /** @type {(inputs: Events_Admin_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The event could not be saved`)
};

const de_events_admin_save_failed = /** @type {(inputs: Events_Admin_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Veranstaltung konnte nicht gespeichert werden`)
};

const fr_events_admin_save_failed = /** @type {(inputs: Events_Admin_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’événement n’a pas pu être enregistré`)
};

const it_events_admin_save_failed = /** @type {(inputs: Events_Admin_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non è stato possibile salvare l’evento`)
};

/**
* | output |
* | --- |
* | "The event could not be saved" |
*
* @param {Events_Admin_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_admin_save_failed = /** @type {((inputs?: Events_Admin_Save_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Save_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_save_failed(inputs)
	if (locale === "fr") return fr_events_admin_save_failed(inputs)
	if (locale === "it") return it_events_admin_save_failed(inputs)
	return en_events_admin_save_failed(inputs)
});