/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hospital: NonNullable<unknown> }} Em_Of_HospitalInputs */

const en_em_of_hospital = /** @type {(inputs: Em_Of_HospitalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`of ${i?.hospital}`)
};

const de_em_of_hospital = /** @type {(inputs: Em_Of_HospitalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`zu ${i?.hospital}`)
};

const fr_em_of_hospital = /** @type {(inputs: Em_Of_HospitalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`sur ${i?.hospital}`)
};

const it_em_of_hospital = /** @type {(inputs: Em_Of_HospitalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`su ${i?.hospital}`)
};

/**
* | output |
* | --- |
* | "of {hospital}" |
*
* @param {Em_Of_HospitalInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_of_hospital = /** @type {((inputs: Em_Of_HospitalInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Em_Of_HospitalInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_em_of_hospital(inputs)
	if (locale === "fr") return fr_em_of_hospital(inputs)
	if (locale === "it") return it_em_of_hospital(inputs)
	return en_em_of_hospital(inputs)
});