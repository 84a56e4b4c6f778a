/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mlist_ExportInputs */

const en_mlist_export = /** @type {(inputs: Mlist_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export CSV`)
};

const de_mlist_export = /** @type {(inputs: Mlist_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV exportieren`)
};

const fr_mlist_export = /** @type {(inputs: Mlist_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exporter en CSV`)
};

const it_mlist_export = /** @type {(inputs: Mlist_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esportare CSV`)
};

/**
* | output |
* | --- |
* | "Export CSV" |
*
* @param {Mlist_ExportInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_export = /** @type {((inputs?: Mlist_ExportInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mlist_ExportInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mlist_export(inputs)
	if (locale === "fr") return fr_mlist_export(inputs)
	if (locale === "it") return it_mlist_export(inputs)
	return en_mlist_export(inputs)
});