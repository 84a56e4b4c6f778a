/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mailing_Subscribe_AgainInputs */

const en_mailing_subscribe_again = /** @type {(inputs: Mailing_Subscribe_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can subscribe again under`)
};

const de_mailing_subscribe_again = /** @type {(inputs: Mailing_Subscribe_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie können sich erneut anmelden unter`)
};

const fr_mailing_subscribe_again = /** @type {(inputs: Mailing_Subscribe_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous pouvez vous réinscrire sous`)
};

const it_mailing_subscribe_again = /** @type {(inputs: Mailing_Subscribe_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Può iscriversi di nuovo alla voce`)
};

/**
* | output |
* | --- |
* | "You can subscribe again under" |
*
* @param {Mailing_Subscribe_AgainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mailing_subscribe_again = /** @type {((inputs?: Mailing_Subscribe_AgainInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailing_Subscribe_AgainInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mailing_subscribe_again(inputs)
	if (locale === "fr") return fr_mailing_subscribe_again(inputs)
	if (locale === "it") return it_mailing_subscribe_again(inputs)
	return en_mailing_subscribe_again(inputs)
});