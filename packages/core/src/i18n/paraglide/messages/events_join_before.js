/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Join_BeforeInputs */

const en_events_join_before = /** @type {(inputs: Events_Join_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not a member yet?`)
};

const de_events_join_before = /** @type {(inputs: Events_Join_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch kein Mitglied?`)
};

const fr_events_join_before = /** @type {(inputs: Events_Join_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore membre ?`)
};

const it_events_join_before = /** @type {(inputs: Events_Join_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non è ancora socio?`)
};

/**
* | output |
* | --- |
* | "Not a member yet?" |
*
* @param {Events_Join_BeforeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_join_before = /** @type {((inputs?: Events_Join_BeforeInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Join_BeforeInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_join_before(inputs)
	if (locale === "fr") return fr_events_join_before(inputs)
	if (locale === "it") return it_events_join_before(inputs)
	return en_events_join_before(inputs)
});