/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Em_DepartmentInputs */

const en_em_department = /** @type {(inputs: Em_DepartmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Department:`)
};

const de_em_department = /** @type {(inputs: Em_DepartmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abteilung:`)
};

const fr_em_department = /** @type {(inputs: Em_DepartmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service :`)
};

const it_em_department = /** @type {(inputs: Em_DepartmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reparto:`)
};

/**
* | output |
* | --- |
* | "Department:" |
*
* @param {Em_DepartmentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_department = /** @type {((inputs?: Em_DepartmentInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Em_DepartmentInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_em_department(inputs)
	if (locale === "fr") return fr_em_department(inputs)
	if (locale === "it") return it_em_department(inputs)
	return en_em_department(inputs)
});