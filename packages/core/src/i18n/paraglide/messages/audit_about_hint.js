/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_About_HintInputs */

const en_audit_about_hint = /** @type {(inputs: Audit_About_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name or e-mail of the person it was about`)
};

const de_audit_about_hint = /** @type {(inputs: Audit_About_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name oder E-Mail der betroffenen Person`)
};

const fr_audit_about_hint = /** @type {(inputs: Audit_About_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom ou e-mail de la personne concernée`)
};

const it_audit_about_hint = /** @type {(inputs: Audit_About_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome o e-mail della persona interessata`)
};

/**
* | output |
* | --- |
* | "Name or e-mail of the person it was about" |
*
* @param {Audit_About_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_about_hint = /** @type {((inputs?: Audit_About_HintInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_About_HintInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_about_hint(inputs)
	if (locale === "fr") return fr_audit_about_hint(inputs)
	if (locale === "it") return it_audit_about_hint(inputs)
	return en_audit_about_hint(inputs)
});