/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apierr_Passkey_FailedInputs */

const en_apierr_passkey_failed = /** @type {(inputs: Apierr_Passkey_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The passkey could not be used. Please try again.`)
};

const de_apierr_passkey_failed = /** @type {(inputs: Apierr_Passkey_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Passkey konnte nicht verwendet werden. Bitte versuchen Sie es erneut.`)
};

const fr_apierr_passkey_failed = /** @type {(inputs: Apierr_Passkey_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La clé d’accès n’a pas pu être utilisée. Veuillez réessayer.`)
};

const it_apierr_passkey_failed = /** @type {(inputs: Apierr_Passkey_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non è stato possibile usare la passkey. Riprovi.`)
};

/**
* | output |
* | --- |
* | "The passkey could not be used. Please try again." |
*
* @param {Apierr_Passkey_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const apierr_passkey_failed = /** @type {((inputs?: Apierr_Passkey_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apierr_Passkey_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apierr_passkey_failed(inputs)
	if (locale === "fr") return fr_apierr_passkey_failed(inputs)
	if (locale === "it") return it_apierr_passkey_failed(inputs)
	return en_apierr_passkey_failed(inputs)
});