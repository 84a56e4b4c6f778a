/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apierr_ConflictInputs */

const en_apierr_conflict = /** @type {(inputs: Apierr_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is not possible in the current state. Please reload the page and try again.`)
};

const de_apierr_conflict = /** @type {(inputs: Apierr_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das ist im aktuellen Zustand nicht möglich. Bitte laden Sie die Seite neu und versuchen Sie es erneut.`)
};

const fr_apierr_conflict = /** @type {(inputs: Apierr_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce n'est pas possible dans l'état actuel. Veuillez recharger la page et réessayer.`)
};

const it_apierr_conflict = /** @type {(inputs: Apierr_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non è possibile nello stato attuale. Ricarichi la pagina e riprovi.`)
};

/**
* | output |
* | --- |
* | "This is not possible in the current state. Please reload the page and try again." |
*
* @param {Apierr_ConflictInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const apierr_conflict = /** @type {((inputs?: Apierr_ConflictInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apierr_ConflictInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apierr_conflict(inputs)
	if (locale === "fr") return fr_apierr_conflict(inputs)
	if (locale === "it") return it_apierr_conflict(inputs)
	return en_apierr_conflict(inputs)
});