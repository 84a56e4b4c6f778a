/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Passkeys_Remove_TextInputs */

const en_passkeys_remove_text = /** @type {(inputs: Passkeys_Remove_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You will no longer be able to sign in with the passkey “${i?.name}”. Your password and your other passkeys keep working.`)
};

const de_passkeys_remove_text = /** @type {(inputs: Passkeys_Remove_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie können sich nicht mehr mit dem Passkey «${i?.name}» anmelden. Ihr Passwort und Ihre anderen Passkeys funktionieren weiterhin.`)
};

const fr_passkeys_remove_text = /** @type {(inputs: Passkeys_Remove_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous ne pourrez plus vous connecter avec la clé d’accès « ${i?.name} ». Votre mot de passe et vos autres clés d’accès continuent de fonctionner.`)
};

const it_passkeys_remove_text = /** @type {(inputs: Passkeys_Remove_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Non potrà più accedere con la passkey «${i?.name}». La Sua password e le altre passkey continuano a funzionare.`)
};

/**
* | output |
* | --- |
* | "You will no longer be able to sign in with the passkey “{name}”. Your password and your other passkeys keep working." |
*
* @param {Passkeys_Remove_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const passkeys_remove_text = /** @type {((inputs: Passkeys_Remove_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkeys_Remove_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkeys_remove_text(inputs)
	if (locale === "fr") return fr_passkeys_remove_text(inputs)
	if (locale === "it") return it_passkeys_remove_text(inputs)
	return en_passkeys_remove_text(inputs)
});