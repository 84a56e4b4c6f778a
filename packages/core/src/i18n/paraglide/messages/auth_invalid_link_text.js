/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Invalid_Link_TextInputs */

const en_auth_invalid_link_text = /** @type {(inputs: Auth_Invalid_Link_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link cannot be opened. Taking you to the login page…`)
};

const de_auth_invalid_link_text = /** @type {(inputs: Auth_Invalid_Link_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Link kann nicht geöffnet werden. Sie werden zur Anmeldeseite weitergeleitet…`)
};

const fr_auth_invalid_link_text = /** @type {(inputs: Auth_Invalid_Link_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien ne peut pas être ouvert. Redirection vers la page de connexion…`)
};

const it_auth_invalid_link_text = /** @type {(inputs: Auth_Invalid_Link_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questo link non può essere aperto. La portiamo alla pagina di accesso…`)
};

/**
* | output |
* | --- |
* | "This link cannot be opened. Taking you to the login page…" |
*
* @param {Auth_Invalid_Link_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_invalid_link_text = /** @type {((inputs?: Auth_Invalid_Link_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Invalid_Link_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_invalid_link_text(inputs)
	if (locale === "fr") return fr_auth_invalid_link_text(inputs)
	if (locale === "it") return it_auth_invalid_link_text(inputs)
	return en_auth_invalid_link_text(inputs)
});