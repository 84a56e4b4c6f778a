/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Audit_The_PasskeyInputs */

const en_audit_the_passkey = /** @type {(inputs: Audit_The_PasskeyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the passkey “${i?.name}”`)
};

const de_audit_the_passkey = /** @type {(inputs: Audit_The_PasskeyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`den Passkey «${i?.name}»`)
};

const fr_audit_the_passkey = /** @type {(inputs: Audit_The_PasskeyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`la clé d’accès « ${i?.name} »`)
};

const it_audit_the_passkey = /** @type {(inputs: Audit_The_PasskeyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`la passkey «${i?.name}»`)
};

/**
* | output |
* | --- |
* | "the passkey “{name}”" |
*
* @param {Audit_The_PasskeyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_the_passkey = /** @type {((inputs: Audit_The_PasskeyInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_The_PasskeyInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_the_passkey(inputs)
	if (locale === "fr") return fr_audit_the_passkey(inputs)
	if (locale === "it") return it_audit_the_passkey(inputs)
	return en_audit_the_passkey(inputs)
});