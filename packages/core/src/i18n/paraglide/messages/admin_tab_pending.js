/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tab_PendingInputs */

const en_admin_tab_pending = /** @type {(inputs: Admin_Tab_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pending Members`)
};

const de_admin_tab_pending = /** @type {(inputs: Admin_Tab_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausstehende Mitglieder`)
};

const fr_admin_tab_pending = /** @type {(inputs: Admin_Tab_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membres en attente`)
};

const it_admin_tab_pending = /** @type {(inputs: Admin_Tab_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membri in attesa`)
};

/**
* | output |
* | --- |
* | "Pending Members" |
*
* @param {Admin_Tab_PendingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_tab_pending = /** @type {((inputs?: Admin_Tab_PendingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tab_PendingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_tab_pending(inputs)
	if (locale === "fr") return fr_admin_tab_pending(inputs)
	if (locale === "it") return it_admin_tab_pending(inputs)
	return en_admin_tab_pending(inputs)
});