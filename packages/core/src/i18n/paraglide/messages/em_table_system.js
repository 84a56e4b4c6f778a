/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Em_Table_SystemInputs */

const en_em_table_system = /** @type {(inputs: Em_Table_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`System`)
};

const de_em_table_system = /** @type {(inputs: Em_Table_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`System`)
};

const fr_em_table_system = /** @type {(inputs: Em_Table_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Système`)
};

const it_em_table_system = /** @type {(inputs: Em_Table_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sistema`)
};

/**
* | output |
* | --- |
* | "System" |
*
* @param {Em_Table_SystemInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_table_system = /** @type {((inputs?: Em_Table_SystemInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Em_Table_SystemInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_em_table_system(inputs)
	if (locale === "fr") return fr_em_table_system(inputs)
	if (locale === "it") return it_em_table_system(inputs)
	return en_em_table_system(inputs)
});