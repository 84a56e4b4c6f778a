/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Status_ResidentInputs */

const en_membership_status_resident = /** @type {(inputs: Membership_Status_ResidentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resident`)
};

const de_membership_status_resident = /** @type {(inputs: Membership_Status_ResidentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assistenzärztin/-arzt`)
};

const fr_membership_status_resident = /** @type {(inputs: Membership_Status_ResidentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Médecin assistant·e`)
};

const it_membership_status_resident = /** @type {(inputs: Membership_Status_ResidentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Medico assistente`)
};

/**
* | output |
* | --- |
* | "Resident" |
*
* @param {Membership_Status_ResidentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_status_resident = /** @type {((inputs?: Membership_Status_ResidentInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Status_ResidentInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_status_resident(inputs)
	if (locale === "fr") return fr_membership_status_resident(inputs)
	if (locale === "it") return it_membership_status_resident(inputs)
	return en_membership_status_resident(inputs)
});