/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Valid_Password_Too_Short_TitleInputs */

const en_valid_password_too_short_title = /** @type {(inputs: Valid_Password_Too_Short_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password too short`)
};

const de_valid_password_too_short_title = /** @type {(inputs: Valid_Password_Too_Short_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort zu kurz`)
};

const fr_valid_password_too_short_title = /** @type {(inputs: Valid_Password_Too_Short_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe trop court`)
};

const it_valid_password_too_short_title = /** @type {(inputs: Valid_Password_Too_Short_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password troppo corta`)
};

/**
* | output |
* | --- |
* | "Password too short" |
*
* @param {Valid_Password_Too_Short_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_password_too_short_title = /** @type {((inputs?: Valid_Password_Too_Short_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Valid_Password_Too_Short_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_valid_password_too_short_title(inputs)
	if (locale === "fr") return fr_valid_password_too_short_title(inputs)
	if (locale === "it") return it_valid_password_too_short_title(inputs)
	return en_valid_password_too_short_title(inputs)
});