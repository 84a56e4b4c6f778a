/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mailing_Invalid_LinkInputs */

const en_mailing_invalid_link = /** @type {(inputs: Mailing_Invalid_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link has expired or has already been used. Please subscribe again.`)
};

const de_mailing_invalid_link = /** @type {(inputs: Mailing_Invalid_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Link ist abgelaufen oder wurde bereits verwendet. Bitte melden Sie sich erneut an.`)
};

const fr_mailing_invalid_link = /** @type {(inputs: Mailing_Invalid_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien a expiré ou a déjà été utilisé. Veuillez vous réinscrire.`)
};

const it_mailing_invalid_link = /** @type {(inputs: Mailing_Invalid_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questo link è scaduto o è già stato usato. Si iscriva di nuovo.`)
};

/**
* | output |
* | --- |
* | "This link has expired or has already been used. Please subscribe again." |
*
* @param {Mailing_Invalid_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mailing_invalid_link = /** @type {((inputs?: Mailing_Invalid_LinkInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailing_Invalid_LinkInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mailing_invalid_link(inputs)
	if (locale === "fr") return fr_mailing_invalid_link(inputs)
	if (locale === "it") return it_mailing_invalid_link(inputs)
	return en_mailing_invalid_link(inputs)
});