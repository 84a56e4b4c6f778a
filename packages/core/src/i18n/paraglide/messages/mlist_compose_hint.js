/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mlist_Compose_HintInputs */

const en_mlist_compose_hint = /** @type {(inputs: Mlist_Compose_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plain text; a blank line starts a new paragraph. Each confirmed subscriber gets a copy with a personal unsubscribe link.`)
};

const de_mlist_compose_hint = /** @type {(inputs: Mlist_Compose_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reiner Text; eine Leerzeile beginnt einen neuen Absatz. Alle bestätigten Abonnentinnen und Abonnenten erhalten eine Kopie mit einem persönlichen Abmeldelink.`)
};

const fr_mlist_compose_hint = /** @type {(inputs: Mlist_Compose_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Texte brut ; une ligne vide commence un nouveau paragraphe. Chaque abonné confirmé reçoit une copie avec un lien de désabonnement personnel.`)
};

const it_mlist_compose_hint = /** @type {(inputs: Mlist_Compose_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Testo semplice; una riga vuota inizia un nuovo paragrafo. Ogni iscritto confermato riceve una copia con un link personale per disiscriversi.`)
};

/**
* | output |
* | --- |
* | "Plain text; a blank line starts a new paragraph. Each confirmed subscriber gets a copy with a personal unsubscribe link." |
*
* @param {Mlist_Compose_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_compose_hint = /** @type {((inputs?: Mlist_Compose_HintInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mlist_Compose_HintInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mlist_compose_hint(inputs)
	if (locale === "fr") return fr_mlist_compose_hint(inputs)
	if (locale === "it") return it_mlist_compose_hint(inputs)
	return en_mlist_compose_hint(inputs)
});