/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apierr_Invalid_LinkInputs */

const en_apierr_invalid_link = /** @type {(inputs: Apierr_Invalid_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The link has expired or been used. Please request a new one.`)
};

const de_apierr_invalid_link = /** @type {(inputs: Apierr_Invalid_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Link ist abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen an.`)
};

const fr_apierr_invalid_link = /** @type {(inputs: Apierr_Invalid_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien a expiré ou a déjà été utilisé. Veuillez en demander un nouveau.`)
};

const it_apierr_invalid_link = /** @type {(inputs: Apierr_Invalid_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il link è scaduto o è già stato usato. Ne richieda uno nuovo.`)
};

/**
* | output |
* | --- |
* | "The link has expired or been used. Please request a new one." |
*
* @param {Apierr_Invalid_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const apierr_invalid_link = /** @type {((inputs?: Apierr_Invalid_LinkInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apierr_Invalid_LinkInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apierr_invalid_link(inputs)
	if (locale === "fr") return fr_apierr_invalid_link(inputs)
	if (locale === "it") return it_apierr_invalid_link(inputs)
	return en_apierr_invalid_link(inputs)
});