/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Passkeys_Removed_TextInputs */

const en_passkeys_removed_text = /** @type {(inputs: Passkeys_Removed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The passkey “${i?.name}” no longer signs you in.`)
};

const de_passkeys_removed_text = /** @type {(inputs: Passkeys_Removed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Passkey «${i?.name}» meldet Sie nicht mehr an.`)
};

const fr_passkeys_removed_text = /** @type {(inputs: Passkeys_Removed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La clé d’accès « ${i?.name} » ne vous connecte plus.`)
};

const it_passkeys_removed_text = /** @type {(inputs: Passkeys_Removed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La passkey «${i?.name}» non La fa più accedere.`)
};

/**
* | output |
* | --- |
* | "The passkey “{name}” no longer signs you in." |
*
* @param {Passkeys_Removed_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const passkeys_removed_text = /** @type {((inputs: Passkeys_Removed_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkeys_Removed_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkeys_removed_text(inputs)
	if (locale === "fr") return fr_passkeys_removed_text(inputs)
	if (locale === "it") return it_passkeys_removed_text(inputs)
	return en_passkeys_removed_text(inputs)
});