/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Passkey_WaitingInputs */

const en_dash_passkey_waiting = /** @type {(inputs: Dash_Passkey_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for your device...`)
};

const de_dash_passkey_waiting = /** @type {(inputs: Dash_Passkey_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warten auf Ihr Gerät...`)
};

const fr_dash_passkey_waiting = /** @type {(inputs: Dash_Passkey_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En attente de votre appareil...`)
};

const it_dash_passkey_waiting = /** @type {(inputs: Dash_Passkey_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In attesa del tuo dispositivo...`)
};

/**
* | output |
* | --- |
* | "Waiting for your device..." |
*
* @param {Dash_Passkey_WaitingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_passkey_waiting = /** @type {((inputs?: Dash_Passkey_WaitingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Passkey_WaitingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_passkey_waiting(inputs)
	if (locale === "fr") return fr_dash_passkey_waiting(inputs)
	if (locale === "it") return it_dash_passkey_waiting(inputs)
	return en_dash_passkey_waiting(inputs)
});