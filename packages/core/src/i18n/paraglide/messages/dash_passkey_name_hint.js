/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Passkey_Name_HintInputs */

const en_dash_passkey_name_hint = /** @type {(inputs: Dash_Passkey_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`So you can tell your passkeys apart, like Laptop or Phone.`)
};

const de_dash_passkey_name_hint = /** @type {(inputs: Dash_Passkey_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Damit Sie Ihre Passkeys auseinanderhalten können, etwa Laptop oder Handy.`)
};

const fr_dash_passkey_name_hint = /** @type {(inputs: Dash_Passkey_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour distinguer vos clés d’accès, par exemple Ordinateur portable ou Téléphone.`)
};

const it_dash_passkey_name_hint = /** @type {(inputs: Dash_Passkey_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per distinguere le tue passkey, ad esempio Laptop o Telefono.`)
};

/**
* | output |
* | --- |
* | "So you can tell your passkeys apart, like Laptop or Phone." |
*
* @param {Dash_Passkey_Name_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_passkey_name_hint = /** @type {((inputs?: Dash_Passkey_Name_HintInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Passkey_Name_HintInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_passkey_name_hint(inputs)
	if (locale === "fr") return fr_dash_passkey_name_hint(inputs)
	if (locale === "it") return it_dash_passkey_name_hint(inputs)
	return en_dash_passkey_name_hint(inputs)
});