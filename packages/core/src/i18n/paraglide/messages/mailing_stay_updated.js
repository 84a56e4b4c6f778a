/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mailing_Stay_UpdatedInputs */

const en_mailing_stay_updated = /** @type {(inputs: Mailing_Stay_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stay Updated`)
};

const de_mailing_stay_updated = /** @type {(inputs: Mailing_Stay_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf dem Laufenden bleiben`)
};

const fr_mailing_stay_updated = /** @type {(inputs: Mailing_Stay_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restez informé`)
};

const it_mailing_stay_updated = /** @type {(inputs: Mailing_Stay_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restare aggiornati`)
};

/**
* | output |
* | --- |
* | "Stay Updated" |
*
* @param {Mailing_Stay_UpdatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mailing_stay_updated = /** @type {((inputs?: Mailing_Stay_UpdatedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailing_Stay_UpdatedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mailing_stay_updated(inputs)
	if (locale === "fr") return fr_mailing_stay_updated(inputs)
	if (locale === "it") return it_mailing_stay_updated(inputs)
	return en_mailing_stay_updated(inputs)
});