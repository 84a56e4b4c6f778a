/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Already_Registered_Not_YouInputs */

const en_mail_already_registered_not_you = /** @type {(inputs: Mail_Already_Registered_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If this was not you, you can ignore this e-mail; nothing has changed.`)
};

const de_mail_already_registered_not_you = /** @type {(inputs: Mail_Already_Registered_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falls Sie das nicht waren, können Sie diese E-Mail ignorieren; es hat sich nichts geändert.`)
};

const fr_mail_already_registered_not_you = /** @type {(inputs: Mail_Already_Registered_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si ce n'était pas vous, vous pouvez ignorer cet e-mail ; rien n'a changé.`)
};

const it_mail_already_registered_not_you = /** @type {(inputs: Mail_Already_Registered_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se non è stato Lei, può ignorare questa e-mail; non è cambiato nulla.`)
};

/**
* | output |
* | --- |
* | "If this was not you, you can ignore this e-mail; nothing has changed." |
*
* @param {Mail_Already_Registered_Not_YouInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_already_registered_not_you = /** @type {((inputs?: Mail_Already_Registered_Not_YouInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Already_Registered_Not_YouInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_already_registered_not_you(inputs)
	if (locale === "fr") return fr_mail_already_registered_not_you(inputs)
	if (locale === "it") return it_mail_already_registered_not_you(inputs)
	return en_mail_already_registered_not_you(inputs)
});