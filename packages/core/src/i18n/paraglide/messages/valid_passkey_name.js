/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Valid_Passkey_NameInputs */

const en_valid_passkey_name = /** @type {(inputs: Valid_Passkey_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please give the passkey a name, like Laptop`)
};

const de_valid_passkey_name = /** @type {(inputs: Valid_Passkey_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte geben Sie dem Passkey einen Namen, zum Beispiel Laptop`)
};

const fr_valid_passkey_name = /** @type {(inputs: Valid_Passkey_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez donner un nom à la clé d’accès, par exemple Laptop`)
};

const it_valid_passkey_name = /** @type {(inputs: Valid_Passkey_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dia un nome alla passkey, ad esempio Laptop`)
};

/**
* | output |
* | --- |
* | "Please give the passkey a name, like Laptop" |
*
* @param {Valid_Passkey_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_passkey_name = /** @type {((inputs?: Valid_Passkey_NameInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Valid_Passkey_NameInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_valid_passkey_name(inputs)
	if (locale === "fr") return fr_valid_passkey_name(inputs)
	if (locale === "it") return it_valid_passkey_name(inputs)
	return en_valid_passkey_name(inputs)
});