/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apierr_Two_Factor_RequiredInputs */

const en_apierr_two_factor_required = /** @type {(inputs: Apierr_Two_Factor_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please set up two-factor authentication before you use the admin dashboard.`)
};

const de_apierr_two_factor_required = /** @type {(inputs: Apierr_Two_Factor_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte richten Sie die Zwei-Faktor-Authentifizierung ein, bevor Sie das Admin-Dashboard verwenden.`)
};

const fr_apierr_two_factor_required = /** @type {(inputs: Apierr_Two_Factor_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez configurer l'authentification à deux facteurs avant d'utiliser le tableau de bord d'administration.`)
};

const it_apierr_two_factor_required = /** @type {(inputs: Apierr_Two_Factor_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Configuri l'autenticazione a due fattori prima di usare la dashboard di amministrazione.`)
};

/**
* | output |
* | --- |
* | "Please set up two-factor authentication before you use the admin dashboard." |
*
* @param {Apierr_Two_Factor_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const apierr_two_factor_required = /** @type {((inputs?: Apierr_Two_Factor_RequiredInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apierr_Two_Factor_RequiredInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apierr_two_factor_required(inputs)
	if (locale === "fr") return fr_apierr_two_factor_required(inputs)
	if (locale === "it") return it_apierr_two_factor_required(inputs)
	return en_apierr_two_factor_required(inputs)
});