/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Admin_EditInputs */

const en_events_admin_edit = /** @type {(inputs: Events_Admin_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit`)
};

const de_events_admin_edit = /** @type {(inputs: Events_Admin_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bearbeiten`)
};

const fr_events_admin_edit = /** @type {(inputs: Events_Admin_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier`)
};

const it_events_admin_edit = /** @type {(inputs: Events_Admin_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modificare`)
};

/**
* | output |
* | --- |
* | "Edit" |
*
* @param {Events_Admin_EditInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_admin_edit = /** @type {((inputs?: Events_Admin_EditInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_EditInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_edit(inputs)
	if (locale === "fr") return fr_events_admin_edit(inputs)
	if (locale === "it") return it_events_admin_edit(inputs)
	return en_events_admin_edit(inputs)
});