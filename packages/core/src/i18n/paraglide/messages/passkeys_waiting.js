/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkeys_WaitingInputs */

const en_passkeys_waiting = /** @type {(inputs: Passkeys_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for your device...`)
};

const de_passkeys_waiting = /** @type {(inputs: Passkeys_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warten auf Ihr Gerät...`)
};

const fr_passkeys_waiting = /** @type {(inputs: Passkeys_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En attente de votre appareil...`)
};

const it_passkeys_waiting = /** @type {(inputs: Passkeys_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In attesa del Suo dispositivo...`)
};

/**
* | output |
* | --- |
* | "Waiting for your device..." |
*
* @param {Passkeys_WaitingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const passkeys_waiting = /** @type {((inputs?: Passkeys_WaitingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkeys_WaitingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkeys_waiting(inputs)
	if (locale === "fr") return fr_passkeys_waiting(inputs)
	if (locale === "it") return it_passkeys_waiting(inputs)
	return en_passkeys_waiting(inputs)
});