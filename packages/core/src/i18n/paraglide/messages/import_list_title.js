/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown>, count: NonNullable<unknown> }} Import_List_TitleInputs */

const en_import_list_title = /** @type {(inputs: Import_List_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} (${i?.count})`)
};

const de_import_list_title = /** @type {(inputs: Import_List_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} (${i?.count})`)
};

const fr_import_list_title = /** @type {(inputs: Import_List_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} (${i?.count})`)
};

const it_import_list_title = /** @type {(inputs: Import_List_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} (${i?.count})`)
};

/**
* | output |
* | --- |
* | "{title} ({count})" |
*
* @param {Import_List_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_list_title = /** @type {((inputs: Import_List_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_List_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_list_title(inputs)
	if (locale === "fr") return fr_import_list_title(inputs)
	if (locale === "it") return it_import_list_title(inputs)
	return en_import_list_title(inputs)
});