/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Resignation_WithdrawInputs */

const en_mail_resignation_withdraw = /** @type {(inputs: Mail_Resignation_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changed your mind? Until then you can withdraw your resignation on your dashboard:`)
};

const de_mail_resignation_withdraw = /** @type {(inputs: Mail_Resignation_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Haben Sie es sich anders überlegt? Bis dahin können Sie Ihren Austritt in Ihrem Dashboard zurückziehen:`)
};

const fr_mail_resignation_withdraw = /** @type {(inputs: Mail_Resignation_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez changé d'avis ? D'ici là, vous pouvez retirer votre démission dans votre tableau de bord :`)
};

const it_mail_resignation_withdraw = /** @type {(inputs: Mail_Resignation_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ha cambiato idea? Fino ad allora può ritirare le Sue dimissioni nella Sua dashboard:`)
};

/**
* | output |
* | --- |
* | "Changed your mind? Until then you can withdraw your resignation on your dashboard:" |
*
* @param {Mail_Resignation_WithdrawInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_resignation_withdraw = /** @type {((inputs?: Mail_Resignation_WithdrawInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Resignation_WithdrawInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_resignation_withdraw(inputs)
	if (locale === "fr") return fr_mail_resignation_withdraw(inputs)
	if (locale === "it") return it_mail_resignation_withdraw(inputs)
	return en_mail_resignation_withdraw(inputs)
});