/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Passkeys_NoneInputs */

const en_dash_passkeys_none = /** @type {(inputs: Dash_Passkeys_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have no passkey yet.`)
};

const de_dash_passkeys_none = /** @type {(inputs: Dash_Passkeys_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie haben noch keinen Passkey.`)
};

const fr_dash_passkeys_none = /** @type {(inputs: Dash_Passkeys_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n’avez pas encore de clé d’accès.`)
};

const it_dash_passkeys_none = /** @type {(inputs: Dash_Passkeys_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non hai ancora nessuna passkey.`)
};

/**
* | output |
* | --- |
* | "You have no passkey yet." |
*
* @param {Dash_Passkeys_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_passkeys_none = /** @type {((inputs?: Dash_Passkeys_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Passkeys_NoneInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_passkeys_none(inputs)
	if (locale === "fr") return fr_dash_passkeys_none(inputs)
	if (locale === "it") return it_dash_passkeys_none(inputs)
	return en_dash_passkeys_none(inputs)
});