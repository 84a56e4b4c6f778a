/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Import_Reason_RequiredInputs */

const en_import_reason_required = /** @type {(inputs: Import_Reason_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} is required`)
};

const de_import_reason_required = /** @type {(inputs: Import_Reason_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} fehlt`)
};

const fr_import_reason_required = /** @type {(inputs: Import_Reason_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} : obligatoire`)
};

const it_import_reason_required = /** @type {(inputs: Import_Reason_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field}: obbligatorio`)
};

/**
* | output |
* | --- |
* | "{field} is required" |
*
* @param {Import_Reason_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_reason_required = /** @type {((inputs: Import_Reason_RequiredInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Reason_RequiredInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_reason_required(inputs)
	if (locale === "fr") return fr_import_reason_required(inputs)
	if (locale === "it") return it_import_reason_required(inputs)
	return en_import_reason_required(inputs)
});