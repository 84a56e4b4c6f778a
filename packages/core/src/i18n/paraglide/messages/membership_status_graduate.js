/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Status_GraduateInputs */

const en_membership_status_graduate = /** @type {(inputs: Membership_Status_GraduateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Graduate`)
};

const de_membership_status_graduate = /** @type {(inputs: Membership_Status_GraduateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Absolvent/in`)
};

const fr_membership_status_graduate = /** @type {(inputs: Membership_Status_GraduateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diplômé·e`)
};

const it_membership_status_graduate = /** @type {(inputs: Membership_Status_GraduateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laureato`)
};

/**
* | output |
* | --- |
* | "Graduate" |
*
* @param {Membership_Status_GraduateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_status_graduate = /** @type {((inputs?: Membership_Status_GraduateInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Status_GraduateInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_status_graduate(inputs)
	if (locale === "fr") return fr_membership_status_graduate(inputs)
	if (locale === "it") return it_membership_status_graduate(inputs)
	return en_membership_status_graduate(inputs)
});