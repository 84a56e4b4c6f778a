/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Dash_Fee_Member_SinceInputs */

const en_dash_fee_member_since = /** @type {(inputs: Dash_Fee_Member_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Member since ${i?.day}.`)
};

const de_dash_fee_member_since = /** @type {(inputs: Dash_Fee_Member_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mitglied seit ${i?.day}.`)
};

const fr_dash_fee_member_since = /** @type {(inputs: Dash_Fee_Member_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Membre depuis le ${i?.day}.`)
};

const it_dash_fee_member_since = /** @type {(inputs: Dash_Fee_Member_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Membro dal ${i?.day}.`)
};

/**
* | output |
* | --- |
* | "Member since {day}." |
*
* @param {Dash_Fee_Member_SinceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_fee_member_since = /** @type {((inputs: Dash_Fee_Member_SinceInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Fee_Member_SinceInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_fee_member_since(inputs)
	if (locale === "fr") return fr_dash_fee_member_since(inputs)
	if (locale === "it") return it_dash_fee_member_since(inputs)
	return en_dash_fee_member_since(inputs)
});