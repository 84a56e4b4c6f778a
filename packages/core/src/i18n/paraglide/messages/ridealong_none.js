/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ridealong_NoneInputs */

const en_ridealong_none = /** @type {(inputs: Ridealong_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No ride-along requests yet.`)
};

const de_ridealong_none = /** @type {(inputs: Ridealong_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Mitfahranfragen.`)
};

const fr_ridealong_none = /** @type {(inputs: Ridealong_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune demande de stage d’observation pour l’instant.`)
};

const it_ridealong_none = /** @type {(inputs: Ridealong_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ancora nessuna richiesta di uscita in ambulanza.`)
};

/**
* | output |
* | --- |
* | "No ride-along requests yet." |
*
* @param {Ridealong_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ridealong_none = /** @type {((inputs?: Ridealong_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ridealong_NoneInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ridealong_none(inputs)
	if (locale === "fr") return fr_ridealong_none(inputs)
	if (locale === "it") return it_ridealong_none(inputs)
	return en_ridealong_none(inputs)
});