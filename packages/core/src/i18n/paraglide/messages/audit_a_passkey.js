/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_A_PasskeyInputs */

const en_audit_a_passkey = /** @type {(inputs: Audit_A_PasskeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a passkey`)
};

const de_audit_a_passkey = /** @type {(inputs: Audit_A_PasskeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`einen Passkey`)
};

const fr_audit_a_passkey = /** @type {(inputs: Audit_A_PasskeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`une clé d’accès`)
};

const it_audit_a_passkey = /** @type {(inputs: Audit_A_PasskeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`una passkey`)
};

/**
* | output |
* | --- |
* | "a passkey" |
*
* @param {Audit_A_PasskeyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_a_passkey = /** @type {((inputs?: Audit_A_PasskeyInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_A_PasskeyInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_a_passkey(inputs)
	if (locale === "fr") return fr_audit_a_passkey(inputs)
	if (locale === "it") return it_audit_a_passkey(inputs)
	return en_audit_a_passkey(inputs)
});