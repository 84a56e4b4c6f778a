/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Dash_Passkey_Added_TextInputs */

const en_dash_passkey_added_text = /** @type {(inputs: Dash_Passkey_Added_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You can now sign in with the passkey “${i?.name}”.`)
};

const de_dash_passkey_added_text = /** @type {(inputs: Dash_Passkey_Added_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie können sich jetzt mit dem Passkey «${i?.name}» anmelden.`)
};

const fr_dash_passkey_added_text = /** @type {(inputs: Dash_Passkey_Added_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous pouvez maintenant vous connecter avec la clé d’accès « ${i?.name} ».`)
};

const it_dash_passkey_added_text = /** @type {(inputs: Dash_Passkey_Added_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ora puoi accedere con la passkey «${i?.name}».`)
};

/**
* | output |
* | --- |
* | "You can now sign in with the passkey “{name}”." |
*
* @param {Dash_Passkey_Added_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_passkey_added_text = /** @type {((inputs: Dash_Passkey_Added_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Passkey_Added_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_passkey_added_text(inputs)
	if (locale === "fr") return fr_dash_passkey_added_text(inputs)
	if (locale === "it") return it_dash_passkey_added_text(inputs)
	return en_dash_passkey_added_text(inputs)
});