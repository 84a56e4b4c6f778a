/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_No_EmailInputs */

const en_import_no_email = /** @type {(inputs: Import_No_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(none)`)
};

const de_import_no_email = /** @type {(inputs: Import_No_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(keine)`)
};

const fr_import_no_email = /** @type {(inputs: Import_No_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(aucune)`)
};

const it_import_no_email = /** @type {(inputs: Import_No_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(nessuno)`)
};

/**
* | output |
* | --- |
* | "(none)" |
*
* @param {Import_No_EmailInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_no_email = /** @type {((inputs?: Import_No_EmailInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_No_EmailInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_no_email(inputs)
	if (locale === "fr") return fr_import_no_email(inputs)
	if (locale === "it") return it_import_no_email(inputs)
	return en_import_no_email(inputs)
});