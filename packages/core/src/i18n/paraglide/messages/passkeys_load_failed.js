/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkeys_Load_FailedInputs */

const en_passkeys_load_failed = /** @type {(inputs: Passkeys_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your passkeys could not be loaded.`)
};

const de_passkeys_load_failed = /** @type {(inputs: Passkeys_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Passkeys konnten nicht geladen werden.`)
};

const fr_passkeys_load_failed = /** @type {(inputs: Passkeys_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos clés d’accès n’ont pas pu être chargées.`)
};

const it_passkeys_load_failed = /** @type {(inputs: Passkeys_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non è stato possibile caricare le Sue passkey.`)
};

/**
* | output |
* | --- |
* | "Your passkeys could not be loaded." |
*
* @param {Passkeys_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const passkeys_load_failed = /** @type {((inputs?: Passkeys_Load_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkeys_Load_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkeys_load_failed(inputs)
	if (locale === "fr") return fr_passkeys_load_failed(inputs)
	if (locale === "it") return it_passkeys_load_failed(inputs)
	return en_passkeys_load_failed(inputs)
});