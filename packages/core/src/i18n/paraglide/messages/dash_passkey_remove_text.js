/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Dash_Passkey_Remove_TextInputs */

const en_dash_passkey_remove_text = /** @type {(inputs: Dash_Passkey_Remove_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You will no longer be able to sign in with the passkey “${i?.name}”. Your password and your other passkeys keep working.`)
};

const de_dash_passkey_remove_text = /** @type {(inputs: Dash_Passkey_Remove_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie können sich dann nicht mehr mit dem Passkey «${i?.name}» anmelden. Ihr Passwort und Ihre anderen Passkeys funktionieren weiterhin.`)
};

const fr_dash_passkey_remove_text = /** @type {(inputs: Dash_Passkey_Remove_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous ne pourrez plus vous connecter avec la clé d’accès « ${i?.name} ». Votre mot de passe et vos autres clés d’accès continuent de fonctionner.`)
};

const it_dash_passkey_remove_text = /** @type {(inputs: Dash_Passkey_Remove_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Non potrai più accedere con la passkey «${i?.name}». La tua password e le altre passkey continuano a funzionare.`)
};

/**
* | output |
* | --- |
* | "You will no longer be able to sign in with the passkey “{name}”. Your password and your other passkeys keep working." |
*
* @param {Dash_Passkey_Remove_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_passkey_remove_text = /** @type {((inputs: Dash_Passkey_Remove_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Passkey_Remove_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_passkey_remove_text(inputs)
	if (locale === "fr") return fr_dash_passkey_remove_text(inputs)
	if (locale === "it") return it_dash_passkey_remove_text(inputs)
	return en_dash_passkey_remove_text(inputs)
});