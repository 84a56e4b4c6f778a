/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkeys_Name_HintInputs */

const en_passkeys_name_hint = /** @type {(inputs: Passkeys_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`So you can tell your passkeys apart, like Laptop or Phone.`)
};

const de_passkeys_name_hint = /** @type {(inputs: Passkeys_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Damit Sie Ihre Passkeys auseinanderhalten können, zum Beispiel Laptop oder Handy.`)
};

const fr_passkeys_name_hint = /** @type {(inputs: Passkeys_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour distinguer vos clés d’accès, par exemple Ordinateur portable ou Téléphone.`)
};

const it_passkeys_name_hint = /** @type {(inputs: Passkeys_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per distinguere le Sue passkey, ad esempio Portatile o Telefono.`)
};

/**
* | output |
* | --- |
* | "So you can tell your passkeys apart, like Laptop or Phone." |
*
* @param {Passkeys_Name_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const passkeys_name_hint = /** @type {((inputs?: Passkeys_Name_HintInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkeys_Name_HintInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkeys_name_hint(inputs)
	if (locale === "fr") return fr_passkeys_name_hint(inputs)
	if (locale === "it") return it_passkeys_name_hint(inputs)
	return en_passkeys_name_hint(inputs)
});