/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apierr_Own_AccountInputs */

const en_apierr_own_account = /** @type {(inputs: Apierr_Own_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cannot do this to your own account. Ask another admin.`)
};

const de_apierr_own_account = /** @type {(inputs: Apierr_Own_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das können Sie bei Ihrem eigenen Konto nicht tun. Bitten Sie einen anderen Admin.`)
};

const fr_apierr_own_account = /** @type {(inputs: Apierr_Own_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous ne pouvez pas faire cela pour votre propre compte. Demandez à un autre administrateur.`)
};

const it_apierr_own_account = /** @type {(inputs: Apierr_Own_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non può farlo per il Suo account. Lo chieda a un altro amministratore.`)
};

/**
* | output |
* | --- |
* | "You cannot do this to your own account. Ask another admin." |
*
* @param {Apierr_Own_AccountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const apierr_own_account = /** @type {((inputs?: Apierr_Own_AccountInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apierr_Own_AccountInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apierr_own_account(inputs)
	if (locale === "fr") return fr_apierr_own_account(inputs)
	if (locale === "it") return it_apierr_own_account(inputs)
	return en_apierr_own_account(inputs)
});