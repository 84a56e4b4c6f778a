/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Valid_Password_MismatchInputs */

const en_valid_password_mismatch = /** @type {(inputs: Valid_Password_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please make sure both passwords are identical`)
};

const de_valid_password_mismatch = /** @type {(inputs: Valid_Password_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte achten Sie darauf, dass beide Passwörter gleich sind`)
};

const fr_valid_password_mismatch = /** @type {(inputs: Valid_Password_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez vous assurer que les deux mots de passe sont identiques`)
};

const it_valid_password_mismatch = /** @type {(inputs: Valid_Password_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si assicuri che le due password siano identiche`)
};

/**
* | output |
* | --- |
* | "Please make sure both passwords are identical" |
*
* @param {Valid_Password_MismatchInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_password_mismatch = /** @type {((inputs?: Valid_Password_MismatchInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Valid_Password_MismatchInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_valid_password_mismatch(inputs)
	if (locale === "fr") return fr_valid_password_mismatch(inputs)
	if (locale === "it") return it_valid_password_mismatch(inputs)
	return en_valid_password_mismatch(inputs)
});