/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apierr_ForbiddenInputs */

const en_apierr_forbidden = /** @type {(inputs: Apierr_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are not allowed to do this.`)
};

const de_apierr_forbidden = /** @type {(inputs: Apierr_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dazu sind Sie nicht berechtigt.`)
};

const fr_apierr_forbidden = /** @type {(inputs: Apierr_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n'êtes pas autorisé·e à faire cela.`)
};

const it_apierr_forbidden = /** @type {(inputs: Apierr_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non è autorizzato/a a farlo.`)
};

/**
* | output |
* | --- |
* | "You are not allowed to do this." |
*
* @param {Apierr_ForbiddenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const apierr_forbidden = /** @type {((inputs?: Apierr_ForbiddenInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apierr_ForbiddenInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apierr_forbidden(inputs)
	if (locale === "fr") return fr_apierr_forbidden(inputs)
	if (locale === "it") return it_apierr_forbidden(inputs)
	return en_apierr_forbidden(inputs)
});