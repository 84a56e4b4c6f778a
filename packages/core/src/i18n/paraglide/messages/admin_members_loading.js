/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Members_LoadingInputs */

const en_admin_members_loading = /** @type {(inputs: Admin_Members_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading members…`)
};

const de_admin_members_loading = /** @type {(inputs: Admin_Members_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglieder werden geladen…`)
};

const fr_admin_members_loading = /** @type {(inputs: Admin_Members_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des membres…`)
};

const it_admin_members_loading = /** @type {(inputs: Admin_Members_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caricamento dei membri…`)
};

/**
* | output |
* | --- |
* | "Loading members…" |
*
* @param {Admin_Members_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_members_loading = /** @type {((inputs?: Admin_Members_LoadingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Members_LoadingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_members_loading(inputs)
	if (locale === "fr") return fr_admin_members_loading(inputs)
	if (locale === "it") return it_admin_members_loading(inputs)
	return en_admin_members_loading(inputs)
});