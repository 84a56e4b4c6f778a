/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Code_Recovery_LabelInputs */

const en_auth_code_recovery_label = /** @type {(inputs: Auth_Code_Recovery_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recovery code`)
};

const de_auth_code_recovery_label = /** @type {(inputs: Auth_Code_Recovery_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wiederherstellungscode`)
};

const fr_auth_code_recovery_label = /** @type {(inputs: Auth_Code_Recovery_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code de récupération`)
};

const it_auth_code_recovery_label = /** @type {(inputs: Auth_Code_Recovery_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Codice di recupero`)
};

/**
* | output |
* | --- |
* | "Recovery code" |
*
* @param {Auth_Code_Recovery_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_code_recovery_label = /** @type {((inputs?: Auth_Code_Recovery_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Code_Recovery_LabelInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_code_recovery_label(inputs)
	if (locale === "fr") return fr_auth_code_recovery_label(inputs)
	if (locale === "it") return it_auth_code_recovery_label(inputs)
	return en_auth_code_recovery_label(inputs)
});