/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Logout_FailedInputs */

const en_dash_logout_failed = /** @type {(inputs: Dash_Logout_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logout failed`)
};

const de_dash_logout_failed = /** @type {(inputs: Dash_Logout_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abmeldung fehlgeschlagen`)
};

const fr_dash_logout_failed = /** @type {(inputs: Dash_Logout_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échec de la déconnexion`)
};

const it_dash_logout_failed = /** @type {(inputs: Dash_Logout_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disconnessione non riuscita`)
};

/**
* | output |
* | --- |
* | "Logout failed" |
*
* @param {Dash_Logout_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_logout_failed = /** @type {((inputs?: Dash_Logout_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Logout_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_logout_failed(inputs)
	if (locale === "fr") return fr_dash_logout_failed(inputs)
	if (locale === "it") return it_dash_logout_failed(inputs)
	return en_dash_logout_failed(inputs)
});