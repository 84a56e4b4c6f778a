/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Resign_Keeps_NewsletterInputs */

const en_dash_resign_keeps_newsletter = /** @type {(inputs: Dash_Resign_Keeps_NewsletterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You keep receiving the newsletter.`)
};

const de_dash_resign_keeps_newsletter = /** @type {(inputs: Dash_Resign_Keeps_NewsletterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie erhalten den Newsletter weiterhin.`)
};

const fr_dash_resign_keeps_newsletter = /** @type {(inputs: Dash_Resign_Keeps_NewsletterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous continuez à recevoir la newsletter.`)
};

const it_dash_resign_keeps_newsletter = /** @type {(inputs: Dash_Resign_Keeps_NewsletterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuerà a ricevere la newsletter.`)
};

/**
* | output |
* | --- |
* | "You keep receiving the newsletter." |
*
* @param {Dash_Resign_Keeps_NewsletterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_keeps_newsletter = /** @type {((inputs?: Dash_Resign_Keeps_NewsletterInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Resign_Keeps_NewsletterInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_resign_keeps_newsletter(inputs)
	if (locale === "fr") return fr_dash_resign_keeps_newsletter(inputs)
	if (locale === "it") return it_dash_resign_keeps_newsletter(inputs)
	return en_dash_resign_keeps_newsletter(inputs)
});