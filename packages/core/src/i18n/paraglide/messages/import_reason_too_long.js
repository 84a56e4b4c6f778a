/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown>, max: NonNullable<unknown> }} Import_Reason_Too_LongInputs */

const en_import_reason_too_long = /** @type {(inputs: Import_Reason_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must be at most ${i?.max} characters`)
};

const de_import_reason_too_long = /** @type {(inputs: Import_Reason_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field}: höchstens ${i?.max} Zeichen`)
};

const fr_import_reason_too_long = /** @type {(inputs: Import_Reason_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} : ${i?.max} caractères au maximum`)
};

const it_import_reason_too_long = /** @type {(inputs: Import_Reason_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field}: al massimo ${i?.max} caratteri`)
};

/**
* | output |
* | --- |
* | "{field} must be at most {max} characters" |
*
* @param {Import_Reason_Too_LongInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_reason_too_long = /** @type {((inputs: Import_Reason_Too_LongInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Reason_Too_LongInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_reason_too_long(inputs)
	if (locale === "fr") return fr_import_reason_too_long(inputs)
	if (locale === "it") return it_import_reason_too_long(inputs)
	return en_import_reason_too_long(inputs)
});