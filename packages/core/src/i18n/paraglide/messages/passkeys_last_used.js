/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Passkeys_Last_UsedInputs */

const en_passkeys_last_used = /** @type {(inputs: Passkeys_Last_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Last used ${i?.day}`)
};

const de_passkeys_last_used = /** @type {(inputs: Passkeys_Last_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zuletzt verwendet am ${i?.day}`)
};

const fr_passkeys_last_used = /** @type {(inputs: Passkeys_Last_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dernière utilisation le ${i?.day}`)
};

const it_passkeys_last_used = /** @type {(inputs: Passkeys_Last_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ultimo utilizzo il ${i?.day}`)
};

/**
* | output |
* | --- |
* | "Last used {day}" |
*
* @param {Passkeys_Last_UsedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const passkeys_last_used = /** @type {((inputs: Passkeys_Last_UsedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkeys_Last_UsedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkeys_last_used(inputs)
	if (locale === "fr") return fr_passkeys_last_used(inputs)
	if (locale === "it") return it_passkeys_last_used(inputs)
	return en_passkeys_last_used(inputs)
});