/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Qr_AltInputs */

const en_twofa_qr_alt = /** @type {(inputs: Twofa_Qr_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR code for your authenticator app`)
};

const de_twofa_qr_alt = /** @type {(inputs: Twofa_Qr_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR-Code für Ihre Authenticator-App`)
};

const fr_twofa_qr_alt = /** @type {(inputs: Twofa_Qr_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code QR pour votre application d’authentification`)
};

const it_twofa_qr_alt = /** @type {(inputs: Twofa_Qr_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Codice QR per la Sua app di autenticazione`)
};

/**
* | output |
* | --- |
* | "QR code for your authenticator app" |
*
* @param {Twofa_Qr_AltInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_qr_alt = /** @type {((inputs?: Twofa_Qr_AltInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Qr_AltInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_twofa_qr_alt(inputs)
	if (locale === "fr") return fr_twofa_qr_alt(inputs)
	if (locale === "it") return it_twofa_qr_alt(inputs)
	return en_twofa_qr_alt(inputs)
});