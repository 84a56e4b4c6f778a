/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Scan_TextInputs */

const en_twofa_scan_text = /** @type {(inputs: Twofa_Scan_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scan this QR code with your authenticator app, then enter the 6-digit code it shows.`)
};

const de_twofa_scan_text = /** @type {(inputs: Twofa_Scan_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scannen Sie diesen QR-Code mit Ihrer Authenticator-App und geben Sie dann den angezeigten 6-stelligen Code ein.`)
};

const fr_twofa_scan_text = /** @type {(inputs: Twofa_Scan_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scannez ce code QR avec votre application d’authentification, puis saisissez le code à 6 chiffres qu’elle affiche.`)
};

const it_twofa_scan_text = /** @type {(inputs: Twofa_Scan_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scansioni questo codice QR con la Sua app di autenticazione, poi inserisca il codice a 6 cifre che mostra.`)
};

/**
* | output |
* | --- |
* | "Scan this QR code with your authenticator app, then enter the 6-digit code it shows." |
*
* @param {Twofa_Scan_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_scan_text = /** @type {((inputs?: Twofa_Scan_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Scan_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_twofa_scan_text(inputs)
	if (locale === "fr") return fr_twofa_scan_text(inputs)
	if (locale === "it") return it_twofa_scan_text(inputs)
	return en_twofa_scan_text(inputs)
});