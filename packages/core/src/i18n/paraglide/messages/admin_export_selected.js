/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Export_SelectedInputs */

const en_admin_export_selected = /** @type {(inputs: Admin_Export_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export selected`)
};

const de_admin_export_selected = /** @type {(inputs: Admin_Export_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auswahl exportieren`)
};

const fr_admin_export_selected = /** @type {(inputs: Admin_Export_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exporter la sélection`)
};

const it_admin_export_selected = /** @type {(inputs: Admin_Export_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esportare i selezionati`)
};

/**
* | output |
* | --- |
* | "Export selected" |
*
* @param {Admin_Export_SelectedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_export_selected = /** @type {((inputs?: Admin_Export_SelectedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Export_SelectedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_export_selected(inputs)
	if (locale === "fr") return fr_admin_export_selected(inputs)
	if (locale === "it") return it_admin_export_selected(inputs)
	return en_admin_export_selected(inputs)
});