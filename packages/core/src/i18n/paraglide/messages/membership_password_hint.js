/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minLength: NonNullable<unknown> }} Membership_Password_HintInputs */

const en_membership_password_hint = /** @type {(inputs: Membership_Password_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At least ${i?.minLength} characters.`)
};

const de_membership_password_hint = /** @type {(inputs: Membership_Password_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mindestens ${i?.minLength} Zeichen.`)
};

const fr_membership_password_hint = /** @type {(inputs: Membership_Password_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Au moins ${i?.minLength} caractères.`)
};

const it_membership_password_hint = /** @type {(inputs: Membership_Password_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Almeno ${i?.minLength} caratteri.`)
};

/**
* | output |
* | --- |
* | "At least {minLength} characters." |
*
* @param {Membership_Password_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_password_hint = /** @type {((inputs: Membership_Password_HintInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Password_HintInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_password_hint(inputs)
	if (locale === "fr") return fr_membership_password_hint(inputs)
	if (locale === "it") return it_membership_password_hint(inputs)
	return en_membership_password_hint(inputs)
});