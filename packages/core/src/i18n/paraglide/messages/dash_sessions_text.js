/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Sessions_TextInputs */

const en_dash_sessions_text = /** @type {(inputs: Dash_Sessions_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where your account is signed in. We keep no IP address or browser details, so each session is shown by when it started and the day it was last used.`)
};

const de_dash_sessions_text = /** @type {(inputs: Dash_Sessions_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wo Ihr Konto angemeldet ist. Wir speichern weder IP-Adressen noch Browserangaben; jede Sitzung wird deshalb mit ihrem Beginn und dem Tag der letzten Nutzung angezeigt.`)
};

const fr_dash_sessions_text = /** @type {(inputs: Dash_Sessions_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les endroits où votre compte est connecté. Nous ne conservons ni adresse IP ni détails du navigateur : chaque session est donc indiquée par son début et le jour de sa dernière utilisation.`)
};

const it_dash_sessions_text = /** @type {(inputs: Dash_Sessions_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dove il Suo account è connesso. Non conserviamo indirizzi IP né dettagli del browser, quindi ogni sessione è indicata dal suo inizio e dal giorno dell’ultimo utilizzo.`)
};

/**
* | output |
* | --- |
* | "Where your account is signed in. We keep no IP address or browser details, so each session is shown by when it started and the day it was last used." |
*
* @param {Dash_Sessions_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_sessions_text = /** @type {((inputs?: Dash_Sessions_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Sessions_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_sessions_text(inputs)
	if (locale === "fr") return fr_dash_sessions_text(inputs)
	if (locale === "it") return it_dash_sessions_text(inputs)
	return en_dash_sessions_text(inputs)
});