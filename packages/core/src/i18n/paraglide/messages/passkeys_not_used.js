/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkeys_Not_UsedInputs */

const en_passkeys_not_used = /** @type {(inputs: Passkeys_Not_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not used yet`)
};

const de_passkeys_not_used = /** @type {(inputs: Passkeys_Not_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch nicht verwendet`)
};

const fr_passkeys_not_used = /** @type {(inputs: Passkeys_Not_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore utilisée`)
};

const it_passkeys_not_used = /** @type {(inputs: Passkeys_Not_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non ancora utilizzata`)
};

/**
* | output |
* | --- |
* | "Not used yet" |
*
* @param {Passkeys_Not_UsedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const passkeys_not_used = /** @type {((inputs?: Passkeys_Not_UsedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkeys_Not_UsedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkeys_not_used(inputs)
	if (locale === "fr") return fr_passkeys_not_used(inputs)
	if (locale === "it") return it_passkeys_not_used(inputs)
	return en_passkeys_not_used(inputs)
});