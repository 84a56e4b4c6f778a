/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Pending_LoadingInputs */

const en_admin_pending_loading = /** @type {(inputs: Admin_Pending_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading pending members…`)
};

const de_admin_pending_loading = /** @type {(inputs: Admin_Pending_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausstehende Mitglieder werden geladen…`)
};

const fr_admin_pending_loading = /** @type {(inputs: Admin_Pending_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des membres en attente…`)
};

const it_admin_pending_loading = /** @type {(inputs: Admin_Pending_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caricamento dei membri in attesa…`)
};

/**
* | output |
* | --- |
* | "Loading pending members…" |
*
* @param {Admin_Pending_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_pending_loading = /** @type {((inputs?: Admin_Pending_LoadingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Pending_LoadingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_pending_loading(inputs)
	if (locale === "fr") return fr_admin_pending_loading(inputs)
	if (locale === "it") return it_admin_pending_loading(inputs)
	return en_admin_pending_loading(inputs)
});