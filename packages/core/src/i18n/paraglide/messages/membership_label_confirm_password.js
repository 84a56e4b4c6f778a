/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Label_Confirm_PasswordInputs */

const en_membership_label_confirm_password = /** @type {(inputs: Membership_Label_Confirm_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm Password`)
};

const de_membership_label_confirm_password = /** @type {(inputs: Membership_Label_Confirm_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort bestätigen`)
};

const fr_membership_label_confirm_password = /** @type {(inputs: Membership_Label_Confirm_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer le mot de passe`)
};

const it_membership_label_confirm_password = /** @type {(inputs: Membership_Label_Confirm_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confermare la password`)
};

/**
* | output |
* | --- |
* | "Confirm Password" |
*
* @param {Membership_Label_Confirm_PasswordInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_label_confirm_password = /** @type {((inputs?: Membership_Label_Confirm_PasswordInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Label_Confirm_PasswordInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_label_confirm_password(inputs)
	if (locale === "fr") return fr_membership_label_confirm_password(inputs)
	if (locale === "it") return it_membership_label_confirm_password(inputs)
	return en_membership_label_confirm_password(inputs)
});