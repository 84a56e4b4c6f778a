/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tab_BackupsInputs */

const en_admin_tab_backups = /** @type {(inputs: Admin_Tab_BackupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Backups`)
};

const de_admin_tab_backups = /** @type {(inputs: Admin_Tab_BackupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sicherungen`)
};

const fr_admin_tab_backups = /** @type {(inputs: Admin_Tab_BackupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sauvegardes`)
};

const it_admin_tab_backups = /** @type {(inputs: Admin_Tab_BackupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Backup`)
};

/**
* | output |
* | --- |
* | "Backups" |
*
* @param {Admin_Tab_BackupsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_tab_backups = /** @type {((inputs?: Admin_Tab_BackupsInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tab_BackupsInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_tab_backups(inputs)
	if (locale === "fr") return fr_admin_tab_backups(inputs)
	if (locale === "it") return it_admin_tab_backups(inputs)
	return en_admin_tab_backups(inputs)
});