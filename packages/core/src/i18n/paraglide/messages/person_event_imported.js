/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Event_ImportedInputs */

const en_person_event_imported = /** @type {(inputs: Person_Event_ImportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imported by the board and invited`)
};

const de_person_event_imported = /** @type {(inputs: Person_Event_ImportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vom Vorstand importiert und eingeladen`)
};

const fr_person_event_imported = /** @type {(inputs: Person_Event_ImportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importé·e par le comité et invité·e`)
};

const it_person_event_imported = /** @type {(inputs: Person_Event_ImportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importato/a dal comitato e invitato/a`)
};

/**
* | output |
* | --- |
* | "Imported by the board and invited" |
*
* @param {Person_Event_ImportedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_event_imported = /** @type {((inputs?: Person_Event_ImportedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Event_ImportedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_event_imported(inputs)
	if (locale === "fr") return fr_person_event_imported(inputs)
	if (locale === "it") return it_person_event_imported(inputs)
	return en_person_event_imported(inputs)
});