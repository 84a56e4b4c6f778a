/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Passkeys_TitleInputs */

const en_dash_passkeys_title = /** @type {(inputs: Dash_Passkeys_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkeys`)
};

const de_dash_passkeys_title = /** @type {(inputs: Dash_Passkeys_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkeys`)
};

const fr_dash_passkeys_title = /** @type {(inputs: Dash_Passkeys_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clés d’accès`)
};

const it_dash_passkeys_title = /** @type {(inputs: Dash_Passkeys_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey`)
};

/**
* | output |
* | --- |
* | "Passkeys" |
*
* @param {Dash_Passkeys_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_passkeys_title = /** @type {((inputs?: Dash_Passkeys_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Passkeys_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_passkeys_title(inputs)
	if (locale === "fr") return fr_dash_passkeys_title(inputs)
	if (locale === "it") return it_dash_passkeys_title(inputs)
	return en_dash_passkeys_title(inputs)
});