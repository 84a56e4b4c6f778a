/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Admin_Edit_TitleInputs */

const en_events_admin_edit_title = /** @type {(inputs: Events_Admin_Edit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit event`)
};

const de_events_admin_edit_title = /** @type {(inputs: Events_Admin_Edit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veranstaltung bearbeiten`)
};

const fr_events_admin_edit_title = /** @type {(inputs: Events_Admin_Edit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier l’événement`)
};

const it_events_admin_edit_title = /** @type {(inputs: Events_Admin_Edit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modificare l’evento`)
};

/**
* | output |
* | --- |
* | "Edit event" |
*
* @param {Events_Admin_Edit_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_admin_edit_title = /** @type {((inputs?: Events_Admin_Edit_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Edit_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_edit_title(inputs)
	if (locale === "fr") return fr_events_admin_edit_title(inputs)
	if (locale === "it") return it_events_admin_edit_title(inputs)
	return en_events_admin_edit_title(inputs)
});