/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Audit_The_EventInputs */

const en_audit_the_event = /** @type {(inputs: Audit_The_EventInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the event “${i?.title}”`)
};

const de_audit_the_event = /** @type {(inputs: Audit_The_EventInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`die Veranstaltung «${i?.title}»`)
};

const fr_audit_the_event = /** @type {(inputs: Audit_The_EventInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`l’événement « ${i?.title} »`)
};

const it_audit_the_event = /** @type {(inputs: Audit_The_EventInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`l’evento «${i?.title}»`)
};

/**
* | output |
* | --- |
* | "the event “{title}”" |
*
* @param {Audit_The_EventInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_the_event = /** @type {((inputs: Audit_The_EventInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_The_EventInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_the_event(inputs)
	if (locale === "fr") return fr_audit_the_event(inputs)
	if (locale === "it") return it_audit_the_event(inputs)
	return en_audit_the_event(inputs)
});