/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Copy_AddressInputs */

const en_mail_copy_address = /** @type {(inputs: Mail_Copy_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Or copy this address into your browser:`)
};

const de_mail_copy_address = /** @type {(inputs: Mail_Copy_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oder kopieren Sie diese Adresse in Ihren Browser:`)
};

const fr_mail_copy_address = /** @type {(inputs: Mail_Copy_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ou copiez cette adresse dans votre navigateur :`)
};

const it_mail_copy_address = /** @type {(inputs: Mail_Copy_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oppure copi questo indirizzo nel Suo browser:`)
};

/**
* | output |
* | --- |
* | "Or copy this address into your browser:" |
*
* @param {Mail_Copy_AddressInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_copy_address = /** @type {((inputs?: Mail_Copy_AddressInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Copy_AddressInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_copy_address(inputs)
	if (locale === "fr") return fr_mail_copy_address(inputs)
	if (locale === "it") return it_mail_copy_address(inputs)
	return en_mail_copy_address(inputs)
});