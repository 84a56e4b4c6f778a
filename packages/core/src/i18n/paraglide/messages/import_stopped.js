/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_StoppedInputs */

const en_import_stopped = /** @type {(inputs: Import_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import stopped`)
};

const de_import_stopped = /** @type {(inputs: Import_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import abgebrochen`)
};

const fr_import_stopped = /** @type {(inputs: Import_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import interrompu`)
};

const it_import_stopped = /** @type {(inputs: Import_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importazione interrotta`)
};

/**
* | output |
* | --- |
* | "Import stopped" |
*
* @param {Import_StoppedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_stopped = /** @type {((inputs?: Import_StoppedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_StoppedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_stopped(inputs)
	if (locale === "fr") return fr_import_stopped(inputs)
	if (locale === "it") return it_import_stopped(inputs)
	return en_import_stopped(inputs)
});