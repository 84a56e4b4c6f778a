/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_One_MomentInputs */

const en_auth_one_moment = /** @type {(inputs: Auth_One_MomentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One moment, please.`)
};

const de_auth_one_moment = /** @type {(inputs: Auth_One_MomentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einen Moment, bitte.`)
};

const fr_auth_one_moment = /** @type {(inputs: Auth_One_MomentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un instant, s’il vous plaît.`)
};

const it_auth_one_moment = /** @type {(inputs: Auth_One_MomentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un momento, per favore.`)
};

/**
* | output |
* | --- |
* | "One moment, please." |
*
* @param {Auth_One_MomentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_one_moment = /** @type {((inputs?: Auth_One_MomentInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_One_MomentInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_one_moment(inputs)
	if (locale === "fr") return fr_auth_one_moment(inputs)
	if (locale === "it") return it_auth_one_moment(inputs)
	return en_auth_one_moment(inputs)
});