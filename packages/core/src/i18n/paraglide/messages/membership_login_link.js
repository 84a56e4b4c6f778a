/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Login_LinkInputs */

const en_membership_login_link = /** @type {(inputs: Membership_Login_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Already a member? Login here`)
};

const de_membership_login_link = /** @type {(inputs: Membership_Login_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schon Mitglied? Hier anmelden`)
};

const fr_membership_login_link = /** @type {(inputs: Membership_Login_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déjà membre ? Connectez-vous ici`)
};

const it_membership_login_link = /** @type {(inputs: Membership_Login_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Già socio? Accedere qui`)
};

/**
* | output |
* | --- |
* | "Already a member? Login here" |
*
* @param {Membership_Login_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_login_link = /** @type {((inputs?: Membership_Login_LinkInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Login_LinkInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_login_link(inputs)
	if (locale === "fr") return fr_membership_login_link(inputs)
	if (locale === "it") return it_membership_login_link(inputs)
	return en_membership_login_link(inputs)
});