/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkeys_TitleInputs */

const en_passkeys_title = /** @type {(inputs: Passkeys_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkeys`)
};

const de_passkeys_title = /** @type {(inputs: Passkeys_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkeys`)
};

const fr_passkeys_title = /** @type {(inputs: Passkeys_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clés d’accès`)
};

const it_passkeys_title = /** @type {(inputs: Passkeys_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey`)
};

/**
* | output |
* | --- |
* | "Passkeys" |
*
* @param {Passkeys_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const passkeys_title = /** @type {((inputs?: Passkeys_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkeys_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkeys_title(inputs)
	if (locale === "fr") return fr_passkeys_title(inputs)
	if (locale === "it") return it_passkeys_title(inputs)
	return en_passkeys_title(inputs)
});