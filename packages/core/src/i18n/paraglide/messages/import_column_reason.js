/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Column_ReasonInputs */

const en_import_column_reason = /** @type {(inputs: Import_Column_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason`)
};

const de_import_column_reason = /** @type {(inputs: Import_Column_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grund`)
};

const fr_import_column_reason = /** @type {(inputs: Import_Column_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motif`)
};

const it_import_column_reason = /** @type {(inputs: Import_Column_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motivo`)
};

/**
* | output |
* | --- |
* | "Reason" |
*
* @param {Import_Column_ReasonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_column_reason = /** @type {((inputs?: Import_Column_ReasonInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Column_ReasonInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_column_reason(inputs)
	if (locale === "fr") return fr_import_column_reason(inputs)
	if (locale === "it") return it_import_column_reason(inputs)
	return en_import_column_reason(inputs)
});