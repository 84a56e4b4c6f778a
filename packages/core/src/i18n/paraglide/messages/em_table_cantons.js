/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Em_Table_CantonsInputs */

const en_em_table_cantons = /** @type {(inputs: Em_Table_CantonsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cantons`)
};

const de_em_table_cantons = /** @type {(inputs: Em_Table_CantonsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kantone`)
};

const fr_em_table_cantons = /** @type {(inputs: Em_Table_CantonsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cantons`)
};

const it_em_table_cantons = /** @type {(inputs: Em_Table_CantonsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cantoni`)
};

/**
* | output |
* | --- |
* | "Cantons" |
*
* @param {Em_Table_CantonsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_table_cantons = /** @type {((inputs?: Em_Table_CantonsInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Em_Table_CantonsInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_em_table_cantons(inputs)
	if (locale === "fr") return fr_em_table_cantons(inputs)
	if (locale === "it") return it_em_table_cantons(inputs)
	return en_em_table_cantons(inputs)
});