/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_HeadingInputs */

const en_membership_heading = /** @type {(inputs: Membership_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Become a member`)
};

const de_membership_heading = /** @type {(inputs: Membership_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied werden`)
};

const fr_membership_heading = /** @type {(inputs: Membership_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devenir membre`)
};

const it_membership_heading = /** @type {(inputs: Membership_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diventare socio`)
};

/**
* | output |
* | --- |
* | "Become a member" |
*
* @param {Membership_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_heading = /** @type {((inputs?: Membership_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_HeadingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_heading(inputs)
	if (locale === "fr") return fr_membership_heading(inputs)
	if (locale === "it") return it_membership_heading(inputs)
	return en_membership_heading(inputs)
});