/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Pay_RecordingInputs */

const en_fees_pay_recording = /** @type {(inputs: Fees_Pay_RecordingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recording…`)
};

const de_fees_pay_recording = /** @type {(inputs: Fees_Pay_RecordingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird erfasst…`)
};

const fr_fees_pay_recording = /** @type {(inputs: Fees_Pay_RecordingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrement…`)
};

const it_fees_pay_recording = /** @type {(inputs: Fees_Pay_RecordingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrazione…`)
};

/**
* | output |
* | --- |
* | "Recording…" |
*
* @param {Fees_Pay_RecordingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_pay_recording = /** @type {((inputs?: Fees_Pay_RecordingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Pay_RecordingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_pay_recording(inputs)
	if (locale === "fr") return fr_fees_pay_recording(inputs)
	if (locale === "it") return it_fees_pay_recording(inputs)
	return en_fees_pay_recording(inputs)
});