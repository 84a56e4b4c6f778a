/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_RequiredInputs */

const en_twofa_required = /** @type {(inputs: Twofa_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As an admin, you need two-factor authentication before the admin dashboard opens. Please set it up here.`)
};

const de_twofa_required = /** @type {(inputs: Twofa_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Als Admin benötigen Sie die Zwei-Faktor-Authentifizierung, bevor sich das Admin-Dashboard öffnet. Bitte richten Sie sie hier ein.`)
};

const fr_twofa_required = /** @type {(inputs: Twofa_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En tant qu’administrateur, vous devez activer l’authentification à deux facteurs avant que le tableau de bord d’administration s’ouvre. Veuillez la configurer ici.`)
};

const it_twofa_required = /** @type {(inputs: Twofa_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In quanto amministratore, deve attivare l’autenticazione a due fattori prima che si apra la dashboard di amministrazione. La configuri qui.`)
};

/**
* | output |
* | --- |
* | "As an admin, you need two-factor authentication before the admin dashboard opens. Please set it up here." |
*
* @param {Twofa_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_required = /** @type {((inputs?: Twofa_RequiredInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_RequiredInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_twofa_required(inputs)
	if (locale === "fr") return fr_twofa_required(inputs)
	if (locale === "it") return it_twofa_required(inputs)
	return en_twofa_required(inputs)
});