/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_All_ActionsInputs */

const en_audit_all_actions = /** @type {(inputs: Audit_All_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All actions`)
};

const de_audit_all_actions = /** @type {(inputs: Audit_All_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Aktionen`)
};

const fr_audit_all_actions = /** @type {(inputs: Audit_All_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les actions`)
};

const it_audit_all_actions = /** @type {(inputs: Audit_All_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutte le azioni`)
};

/**
* | output |
* | --- |
* | "All actions" |
*
* @param {Audit_All_ActionsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_all_actions = /** @type {((inputs?: Audit_All_ActionsInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_All_ActionsInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_all_actions(inputs)
	if (locale === "fr") return fr_audit_all_actions(inputs)
	if (locale === "it") return it_audit_all_actions(inputs)
	return en_audit_all_actions(inputs)
});