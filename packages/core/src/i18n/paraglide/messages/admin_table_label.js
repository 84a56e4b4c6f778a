/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Table_LabelInputs */

const en_admin_table_label = /** @type {(inputs: Admin_Table_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members`)
};

const de_admin_table_label = /** @type {(inputs: Admin_Table_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglieder`)
};

const fr_admin_table_label = /** @type {(inputs: Admin_Table_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membres`)
};

const it_admin_table_label = /** @type {(inputs: Admin_Table_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membri`)
};

/**
* | output |
* | --- |
* | "Members" |
*
* @param {Admin_Table_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_table_label = /** @type {((inputs?: Admin_Table_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Table_LabelInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_table_label(inputs)
	if (locale === "fr") return fr_admin_table_label(inputs)
	if (locale === "it") return it_admin_table_label(inputs)
	return en_admin_table_label(inputs)
});