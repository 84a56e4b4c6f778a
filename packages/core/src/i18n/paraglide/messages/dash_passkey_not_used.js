/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Passkey_Not_UsedInputs */

const en_dash_passkey_not_used = /** @type {(inputs: Dash_Passkey_Not_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not used yet`)
};

const de_dash_passkey_not_used = /** @type {(inputs: Dash_Passkey_Not_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch nicht verwendet`)
};

const fr_dash_passkey_not_used = /** @type {(inputs: Dash_Passkey_Not_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore utilisée`)
};

const it_dash_passkey_not_used = /** @type {(inputs: Dash_Passkey_Not_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non ancora usata`)
};

/**
* | output |
* | --- |
* | "Not used yet" |
*
* @param {Dash_Passkey_Not_UsedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_passkey_not_used = /** @type {((inputs?: Dash_Passkey_Not_UsedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Passkey_Not_UsedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_passkey_not_used(inputs)
	if (locale === "fr") return fr_dash_passkey_not_used(inputs)
	if (locale === "it") return it_dash_passkey_not_used(inputs)
	return en_dash_passkey_not_used(inputs)
});