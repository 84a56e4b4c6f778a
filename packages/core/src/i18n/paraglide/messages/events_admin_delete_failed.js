/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Admin_Delete_FailedInputs */

const en_events_admin_delete_failed = /** @type {(inputs: Events_Admin_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete failed`)
};

const de_events_admin_delete_failed = /** @type {(inputs: Events_Admin_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Löschen fehlgeschlagen`)
};

const fr_events_admin_delete_failed = /** @type {(inputs: Events_Admin_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échec de la suppression`)
};

const it_events_admin_delete_failed = /** @type {(inputs: Events_Admin_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminazione non riuscita`)
};

/**
* | output |
* | --- |
* | "Delete failed" |
*
* @param {Events_Admin_Delete_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_admin_delete_failed = /** @type {((inputs?: Events_Admin_Delete_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Delete_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_delete_failed(inputs)
	if (locale === "fr") return fr_events_admin_delete_failed(inputs)
	if (locale === "it") return it_events_admin_delete_failed(inputs)
	return en_events_admin_delete_failed(inputs)
});