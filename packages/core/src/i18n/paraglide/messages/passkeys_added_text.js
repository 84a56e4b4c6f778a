/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Passkeys_Added_TextInputs */

const en_passkeys_added_text = /** @type {(inputs: Passkeys_Added_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You can now sign in with the passkey “${i?.name}”.`)
};

const de_passkeys_added_text = /** @type {(inputs: Passkeys_Added_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie können sich jetzt mit dem Passkey «${i?.name}» anmelden.`)
};

const fr_passkeys_added_text = /** @type {(inputs: Passkeys_Added_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous pouvez maintenant vous connecter avec la clé d’accès « ${i?.name} ».`)
};

const it_passkeys_added_text = /** @type {(inputs: Passkeys_Added_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ora può accedere con la passkey «${i?.name}».`)
};

/**
* | output |
* | --- |
* | "You can now sign in with the passkey “{name}”." |
*
* @param {Passkeys_Added_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const passkeys_added_text = /** @type {((inputs: Passkeys_Added_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkeys_Added_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkeys_added_text(inputs)
	if (locale === "fr") return fr_passkeys_added_text(inputs)
	if (locale === "it") return it_passkeys_added_text(inputs)
	return en_passkeys_added_text(inputs)
});