/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ridealong_Update_FailedInputs */

const en_ridealong_update_failed = /** @type {(inputs: Ridealong_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error updating the request`)
};

const de_ridealong_update_failed = /** @type {(inputs: Ridealong_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler beim Aktualisieren der Anfrage`)
};

const fr_ridealong_update_failed = /** @type {(inputs: Ridealong_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur lors de la mise à jour de la demande`)
};

const it_ridealong_update_failed = /** @type {(inputs: Ridealong_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Errore nell’aggiornamento della richiesta`)
};

/**
* | output |
* | --- |
* | "Error updating the request" |
*
* @param {Ridealong_Update_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ridealong_update_failed = /** @type {((inputs?: Ridealong_Update_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ridealong_Update_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ridealong_update_failed(inputs)
	if (locale === "fr") return fr_ridealong_update_failed(inputs)
	if (locale === "it") return it_ridealong_update_failed(inputs)
	return en_ridealong_update_failed(inputs)
});