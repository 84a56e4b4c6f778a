/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Dash_Passkey_Removed_TextInputs */

const en_dash_passkey_removed_text = /** @type {(inputs: Dash_Passkey_Removed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The passkey “${i?.name}” no longer signs you in.`)
};

const de_dash_passkey_removed_text = /** @type {(inputs: Dash_Passkey_Removed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mit dem Passkey «${i?.name}» können Sie sich nicht mehr anmelden.`)
};

const fr_dash_passkey_removed_text = /** @type {(inputs: Dash_Passkey_Removed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La clé d’accès « ${i?.name} » ne vous connecte plus.`)
};

const it_dash_passkey_removed_text = /** @type {(inputs: Dash_Passkey_Removed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La passkey «${i?.name}» non ti fa più accedere.`)
};

/**
* | output |
* | --- |
* | "The passkey “{name}” no longer signs you in." |
*
* @param {Dash_Passkey_Removed_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_passkey_removed_text = /** @type {((inputs: Dash_Passkey_Removed_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Passkey_Removed_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_passkey_removed_text(inputs)
	if (locale === "fr") return fr_dash_passkey_removed_text(inputs)
	if (locale === "it") return it_dash_passkey_removed_text(inputs)
	return en_dash_passkey_removed_text(inputs)
});