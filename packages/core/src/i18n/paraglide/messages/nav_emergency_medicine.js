/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Emergency_MedicineInputs */

const en_nav_emergency_medicine = /** @type {(inputs: Nav_Emergency_MedicineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emergency Medicine`)
};

const de_nav_emergency_medicine = /** @type {(inputs: Nav_Emergency_MedicineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notfallmedizin`)
};

const fr_nav_emergency_medicine = /** @type {(inputs: Nav_Emergency_MedicineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Médecine d’urgence`)
};

const it_nav_emergency_medicine = /** @type {(inputs: Nav_Emergency_MedicineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Medicina d’urgenza`)
};

/**
* | output |
* | --- |
* | "Emergency Medicine" |
*
* @param {Nav_Emergency_MedicineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const nav_emergency_medicine = /** @type {((inputs?: Nav_Emergency_MedicineInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Emergency_MedicineInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_nav_emergency_medicine(inputs)
	if (locale === "fr") return fr_nav_emergency_medicine(inputs)
	if (locale === "it") return it_nav_emergency_medicine(inputs)
	return en_nav_emergency_medicine(inputs)
});