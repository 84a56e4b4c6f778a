/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Em_Work_AreasInputs */

const en_em_work_areas = /** @type {(inputs: Em_Work_AreasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Work areas`)
};

const de_em_work_areas = /** @type {(inputs: Em_Work_AreasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arbeitsbereiche`)
};

const fr_em_work_areas = /** @type {(inputs: Em_Work_AreasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domaines d’activité`)
};

const it_em_work_areas = /** @type {(inputs: Em_Work_AreasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ambiti di lavoro`)
};

/**
* | output |
* | --- |
* | "Work areas" |
*
* @param {Em_Work_AreasInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_work_areas = /** @type {((inputs?: Em_Work_AreasInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Em_Work_AreasInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_em_work_areas(inputs)
	if (locale === "fr") return fr_em_work_areas(inputs)
	if (locale === "it") return it_em_work_areas(inputs)
	return en_em_work_areas(inputs)
});