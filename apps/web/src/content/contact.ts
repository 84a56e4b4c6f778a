/** Texts of the Contact page; the address itself comes from the association's identity. */
export const contact = {
  lead: "Questions about membership, our events or the information hub? Ideas, corrections or an offer to help? We are glad to hear from you.",
  emailHeading: "Write to us",
  emailText:
    "The quickest way to reach us is by e-mail. We are students running the association alongside our studies, so please allow a few days for an answer.",
  topicsHeading: "We can help with",
  topics: [
    "Membership, fees and invoices",
    "Events, get-togethers and ride-along requests",
    "Corrections and suggestions for the emergency medicine pages",
    "Teaching as a tutor, or supporting us as a partner",
  ],
  privacyText: "Questions about your personal data?",
};
