/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ associationName: NonNullable<unknown> }} Membership_Success_TitleInputs */

const en_membership_success_title = /** @type {(inputs: Membership_Success_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Welcome to the ${i?.associationName}!`)
};

const de_membership_success_title = /** @type {(inputs: Membership_Success_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Willkommen bei der ${i?.associationName}!`)
};

const fr_membership_success_title = /** @type {(inputs: Membership_Success_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bienvenue à la ${i?.associationName} !`)
};

const it_membership_success_title = /** @type {(inputs: Membership_Success_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Benvenuto nella ${i?.associationName}!`)
};

/**
* | output |
* | --- |
* | "Welcome to the {associationName}!" |
*
* @param {Membership_Success_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_success_title = /** @type {((inputs: Membership_Success_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Success_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_success_title(inputs)
	if (locale === "fr") return fr_membership_success_title(inputs)
	if (locale === "it") return it_membership_success_title(inputs)
	return en_membership_success_title(inputs)
});