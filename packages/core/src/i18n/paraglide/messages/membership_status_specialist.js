/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Status_SpecialistInputs */

const en_membership_status_specialist = /** @type {(inputs: Membership_Status_SpecialistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Specialist`)
};

const de_membership_status_specialist = /** @type {(inputs: Membership_Status_SpecialistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fachperson`)
};

const fr_membership_status_specialist = /** @type {(inputs: Membership_Status_SpecialistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spécialiste`)
};

const it_membership_status_specialist = /** @type {(inputs: Membership_Status_SpecialistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Specialista`)
};

/**
* | output |
* | --- |
* | "Specialist" |
*
* @param {Membership_Status_SpecialistInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_status_specialist = /** @type {((inputs?: Membership_Status_SpecialistInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Status_SpecialistInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_status_specialist(inputs)
	if (locale === "fr") return fr_membership_status_specialist(inputs)
	if (locale === "it") return it_membership_status_specialist(inputs)
	return en_membership_status_specialist(inputs)
});