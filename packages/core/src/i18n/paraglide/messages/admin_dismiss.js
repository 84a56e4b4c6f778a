/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_DismissInputs */

const en_admin_dismiss = /** @type {(inputs: Admin_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss`)
};

const de_admin_dismiss = /** @type {(inputs: Admin_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schliessen`)
};

const fr_admin_dismiss = /** @type {(inputs: Admin_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer`)
};

const it_admin_dismiss = /** @type {(inputs: Admin_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chiudere`)
};

/**
* | output |
* | --- |
* | "Dismiss" |
*
* @param {Admin_DismissInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_dismiss = /** @type {((inputs?: Admin_DismissInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_DismissInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_dismiss(inputs)
	if (locale === "fr") return fr_admin_dismiss(inputs)
	if (locale === "it") return it_admin_dismiss(inputs)
	return en_admin_dismiss(inputs)
});