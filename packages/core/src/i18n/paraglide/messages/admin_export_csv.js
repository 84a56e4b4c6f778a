/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Export_CsvInputs */

const en_admin_export_csv = /** @type {(inputs: Admin_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export CSV`)
};

const de_admin_export_csv = /** @type {(inputs: Admin_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV exportieren`)
};

const fr_admin_export_csv = /** @type {(inputs: Admin_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exporter en CSV`)
};

const it_admin_export_csv = /** @type {(inputs: Admin_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esportare CSV`)
};

/**
* | output |
* | --- |
* | "Export CSV" |
*
* @param {Admin_Export_CsvInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_export_csv = /** @type {((inputs?: Admin_Export_CsvInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Export_CsvInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_export_csv(inputs)
	if (locale === "fr") return fr_admin_export_csv(inputs)
	if (locale === "it") return it_admin_export_csv(inputs)
	return en_admin_export_csv(inputs)
});