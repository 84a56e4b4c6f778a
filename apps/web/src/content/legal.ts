/**
 * Imprint and privacy policy. The policy describes what the product actually stores: keep it in
 * step with the code (new form fields, new providers, changed retention) and update lastUpdated.
 *
 * Written for the Swiss Federal Act on Data Protection (FADP, in force since 1 September 2023)
 * and, where it applies, the GDPR. The association should have it reviewed before going live.
 */
import { association } from "@ssem/core";

/** A paragraph, optionally followed by a link (mailto: or an external website). */
export type LegalParagraph = { text: string; link?: { label: string; href: string } };
export type LegalBlock = LegalParagraph | { list: string[] };

/** What every processing activity has to tell the reader (art. 19 FADP, art. 13 GDPR). */
export type Processing = { purpose: string; legalBasis: string; retention: string; recipients: string };

export type PrivacySection = { id: string; title: string; body: LegalBlock[]; processing?: Processing };

const privacyContact = { label: association.privacyEmail, href: `mailto:${association.privacyEmail}` };

export const imprint = {
  id: "imprint",
  title: "Imprint",
  legalForm: "Association under articles 60 ff. of the Swiss Civil Code",
  // PLACEHOLDER: the board members who represent the association and answer for the content.
  representatives: ["[First and last name], President (placeholder)", "[First and last name], Vice-President (placeholder)"],
  // PLACEHOLDER: the person responsible for the website's content.
  contentResponsible: "[First and last name], Board Member (placeholder)",
  disclaimer: [
    "We compile the information on this website with care, but we cannot guarantee that it is complete, correct and up to date. It does not replace the official information of training bodies, course providers and employers, and it is not medical advice.",
    "Links to other websites are provided for your convenience. Their operators alone are responsible for their content; we have no influence on it.",
  ],
};

export const privacyPolicy: { id: string; title: string; lastUpdated: { label: string; dateTime: string }; sections: PrivacySection[] } = {
  id: "privacy-policy",
  title: "Privacy policy",
  lastUpdated: { label: "August 2025", dateTime: "2025-08" },
  sections: [
    {
      id: "controller",
      title: "Who is responsible",
      body: [
        {
          text: `The ${association.name}, ${association.postalAddress.join(", ")}, is responsible for the processing of personal data described here (the controller).`,
        },
        { text: "For every question about data protection, and to exercise your rights, write to:", link: privacyContact },
      ],
    },
    {
      id: "principles",
      title: "Our principles",
      body: [
        {
          list: [
            "We collect only the data we need to run the association and this website.",
            "We do not sell personal data, and we do not pass it on for advertising.",
            "We do no profiling and take no automated individual decisions.",
            "The website uses no tracking, no analytics, no advertising and no third-party cookies.",
            "Links to our social media profiles are plain links: the platform learns nothing until you click one, and from then on its own privacy policy applies.",
          ],
        },
      ],
    },
    {
      id: "legal-framework",
      title: "Legal framework",
      body: [
        {
          text: "We process personal data in line with the Swiss Federal Act on Data Protection (FADP, in German revDSG), in force since 1 September 2023, and its ordinance. We respect its principles: lawful processing in good faith, proportionality, a recognisable purpose, accuracy and data security.",
        },
        {
          text: "Where the EU General Data Protection Regulation (GDPR) applies, for example because we offer membership to people living in the EU or EEA, we name the legal basis under article 6(1) GDPR for each processing activity below. Under the FADP, processing that follows its principles needs no further justification; where it does, we rely on the justifications in article 31 FADP (your consent, a contract with you, or an overriding interest).",
        },
      ],
    },
    {
      id: "membership",
      title: "Membership application and member account",
      body: [
        {
          text: "Membership data collected: first and last name, email, phone, study location, status Student/Resident. In detail, when you apply for membership we store:",
        },
        {
          list: [
            "first and last name, e-mail address and phone number;",
            "your field (medicine, paramedic or nursing) and your status (student, resident, graduate or specialist);",
            "for students, the expected year of completion;",
            "your place of study or work;",
            "an optional message, for example about how you would like to get involved;",
            "the password you choose. We store it only as an argon2id hash, from which the password cannot be read back; nobody at the association knows it.",
          ],
        },
        {
          text: "If you joined before this website existed, the board imported these details from the association's member list.",
        },
      ],
      processing: {
        purpose:
          "To decide on your application, confirm your e-mail address, send you the invoice for the annual fee, keep the member register, give you access to the member area and contact you about association matters.",
        legalBasis:
          "Your membership, and the steps before it at your request (art. 31(2)(a) FADP; art. 6(1)(b) GDPR). Invoices and payment records: our legal bookkeeping obligation (art. 6(1)(c) GDPR).",
        // PLACEHOLDER: retention periods proposed for the board to confirm.
        retention:
          "For as long as you are a member. When your membership ends we delete your account and data; if we decline an application, we delete it at the latest six months after the decision. Invoices and payment records are kept for ten years, as the Swiss Code of Obligations requires (art. 958f CO).",
        recipients:
          "The board members who handle memberships. Our hosting and e-mail providers process the data on our behalf.",
      },
    },
    {
      id: "profile",
      title: "Member profile, roles and membership status",
      body: [
        {
          text: "In the member dashboard you can add a job title, your university or workplace and your year of study, and change your name and phone number. Your e-mail address cannot be changed there; write to us if it needs correcting. With your account we also store your role (pending, member or admin), your membership status (pending, approved or rejected) and the date of your application.",
        },
      ],
      processing: {
        purpose:
          "To show you your profile, to decide which parts of the member area you may use (for example the file share), and to let the board manage memberships.",
        legalBasis: "Your membership (art. 31(2)(a) FADP; art. 6(1)(b) GDPR).",
        retention: "As long as your account exists; deleted together with it.",
        recipients: "The board members with admin rights. Our hosting provider processes the data on our behalf.",
      },
    },
    {
      id: "reviews",
      title: "Clinical rotation reviews",
      body: [
        {
          text: "Anyone can publish a review of a clinical rotation: country, city, hospital, department, type of rotation, time of the rotation, a rating and free texts about the experience, teaching, leisure time and accommodation, and how to apply. Reviews are anonymous: we store no name, no e-mail address and no link to an account.",
        },
        {
          text: "Please do not write anything in a review that identifies you or other people, such as patients or staff. Because a review is not linked to you, we cannot find it by your name; to have one removed, tell us the hospital and the date of the review.",
        },
      ],
      processing: {
        purpose: "To share experiences of clinical rotations with other students.",
        legalBasis: "Your decision to publish the review (art. 6(1)(a) GDPR) and our interest in an open exchange between students (art. 6(1)(f) GDPR).",
        retention:
          "Until the review is deleted. Admins delete reviews that break the law, identify people or have nothing to do with a rotation.",
        recipients: "Everyone: reviews are published on this website.",
      },
    },
    {
      id: "ride-along",
      title: "Ride-along requests",
      body: [
        {
          text: "Members can ask us to arrange a ride-along with a rescue service. The request contains the e-mail address of your account, the location you prefer and your year of studies, and is sent to the association by e-mail.",
        },
      ],
      processing: {
        purpose: "To arrange a ride-along for you and to contact you about it.",
        legalBasis: "Your membership and your request (art. 31(2)(a) FADP; art. 6(1)(b) GDPR).",
        // PLACEHOLDER: retention period proposed for the board to confirm.
        retention: "We delete the request once the ride-along has taken place or cannot be arranged, at the latest after twelve months.",
        recipients:
          "The board members who organise ride-alongs. If a ride-along can be arranged, we agree with you beforehand which details we pass on to the rescue service.",
      },
    },
    {
      id: "mailing-list",
      title: "Mailing list",
      body: [
        {
          text: "If you subscribe to our mailing list, we store your e-mail address. We use double opt-in: you first receive an e-mail with a confirmation link, and only after you confirm do we send you news. Every message contains a link to unsubscribe, and you can unsubscribe at any time.",
        },
      ],
      processing: {
        purpose: "To inform you about events and news of the association.",
        legalBasis: "Your consent, which you can withdraw at any time (art. 31(1) FADP; art. 6(1)(a) GDPR).",
        // PLACEHOLDER: retention period proposed for the board to confirm.
        retention: "Until you unsubscribe. If you never confirm your subscription, we delete the address after 30 days.",
        recipients: "The board members who write the newsletter. Our e-mail provider sends the messages on our behalf.",
      },
    },
    {
      id: "file-share",
      title: "Members-only file share",
      body: [
        {
          text: "The member area contains a file share with association documents such as the statutes. We store each file with its name, size and upload date. Documents may contain personal data, for example the names of board members in minutes.",
        },
      ],
      processing: {
        purpose: "To make the association's documents available to its members.",
        legalBasis: "Your membership and the association's interest in informing its members (art. 6(1)(b) and (f) GDPR).",
        retention: "Until an admin deletes the file.",
        recipients: "Members and admins only; only admins can upload or delete files. Our hosting provider stores the files on our behalf.",
      },
    },
    {
      id: "cookies",
      title: "Cookies and sign-in",
      body: [
        {
          text: "We set a single kind of cookie: the session cookie that keeps you signed in to the member area. It is strictly necessary, it is only set when you sign in, and it is marked httpOnly, so scripts on the page cannot read it. It expires after seven days without use, or when you log out. We store no IP address and no browser details with a session.",
        },
        {
          text: "While you are signed in, your browser also keeps a marker in its local storage that says only that someone is signed in, so pages show your member links at once. It contains no personal data and is removed when you log out.",
        },
        {
          text: "To protect sign-in against password guessing, the server counts sign-in attempts and e-mail requests per IP address and per account over 15-minute windows; the counters store a one-way hash, never the address itself. We use no tracking, no analytics and no third-party cookies, which is why this website shows no cookie banner.",
        },
      ],
      processing: {
        purpose: "To keep you signed in and to protect accounts against misuse.",
        legalBasis: "Your membership (art. 6(1)(b) GDPR) and our interest in secure operation (art. 6(1)(f) GDPR).",
        retention: "Session: seven days after your last visit, or until you log out; expired sessions are deleted within the hour. Request counters: deleted within the hour after their 15-minute window ends.",
        recipients: "Nobody; our hosting provider stores the data on our behalf.",
      },
    },
    {
      id: "server-logs",
      title: "Server logs",
      body: [
        {
          text: "For every request our server records the time, the method, the requested path without its query string, the response status and how long the answer took. The logs contain no IP addresses, no e-mail addresses and none of the content you enter in forms.",
        },
      ],
      processing: {
        purpose: "To keep the website running, find errors and detect attacks.",
        legalBasis: "Our interest in a secure and working website (art. 6(1)(f) GDPR).",
        // PLACEHOLDER: retention period proposed for the board to confirm with the hosting provider.
        retention: "At most 30 days.",
        recipients: "Our hosting provider, on our behalf.",
      },
    },
    {
      id: "e-mail",
      title: "E-mails we send",
      body: [
        {
          text: "We send e-mails to confirm your address, reset your password, send invoices, confirm mailing-list subscriptions and answer your requests. Our server keeps each message in a send queue until it has been delivered, and the association's mail provider delivers it.",
        },
      ],
      processing: {
        purpose: "To deliver the messages you need as a member, applicant or subscriber.",
        legalBasis: "The same as for the activity the message belongs to (see above).",
        // Enforced by the server's housekeeping (SENT_MAIL_RETENTION_DAYS); change both together.
        retention: "Sent messages are deleted from the send queue at the latest 30 days after delivery.",
        // PLACEHOLDER: name the mail provider once chosen.
        recipients: "The association's mail provider, which processes the messages on our behalf.",
      },
    },
    {
      id: "hosting",
      title: "Hosting and transfers abroad",
      body: [
        {
          // PLACEHOLDER: name the hosting provider and the country of its data centre once chosen.
          text: "Our website and its data are hosted by a provider with data centres in Switzerland or the European Union. The Federal Council recognises the EU and EEA states as providing adequate data protection (annex 1 of the Data Protection Ordinance), so no further safeguards are needed for them. We do not transfer personal data to other countries; should that ever become necessary, we will use the safeguards the law requires, such as standard contractual clauses, and update this policy.",
        },
      ],
    },
    {
      id: "recipients",
      title: "Who receives your data",
      body: [
        { text: "Your personal data reaches only:" },
        {
          list: [
            "board members of the association, each only as far as their task requires;",
            "our hosting and e-mail providers, as processors bound by contract to handle the data only on our instructions;",
            "a rescue service, for a ride-along, only with your agreement;",
            "authorities, only where the law obliges us.",
          ],
        },
        { text: "Rotation reviews are the only data that is published." },
      ],
    },
    {
      id: "security",
      title: "Data security",
      body: [
        {
          text: "All connections to the website are encrypted (HTTPS). Passwords are stored only as argon2id hashes, session cookies cannot be read by scripts, and access to member data is limited by role. Board members with admin rights are bound to confidentiality.",
        },
      ],
    },
    {
      id: "your-rights",
      title: "Your rights",
      body: [
        { text: "You have the right to:" },
        {
          list: [
            "access: learn which personal data we hold about you (art. 25 FADP; art. 15 GDPR);",
            "rectification: have incorrect data corrected (art. 32 FADP; art. 16 GDPR); most profile details you can correct yourself in the member dashboard;",
            "deletion: have your data deleted, unless the law obliges us to keep it (art. 32 FADP; art. 17 GDPR);",
            "data portability: receive the data you gave us in a common electronic format, or have it sent to another controller (art. 28 FADP; art. 20 GDPR);",
            "objection: object to processing based on our interests, and withdraw a consent at any time with effect for the future (art. 30 and 32 FADP; art. 7(3) and 21 GDPR);",
            "restriction of processing where the GDPR applies (art. 18 GDPR).",
          ],
        },
        {
          text: "We answer within 30 days and free of charge. To protect your data, we may ask you to prove your identity. Send your request to:",
          link: privacyContact,
        },
      ],
    },
    {
      id: "complaints",
      title: "Complaints",
      body: [
        {
          text: "If you believe we process your data unlawfully, please tell us first so that we can put it right. You can also complain to the Federal Data Protection and Information Commissioner (FDPIC), Feldeggweg 1, 3003 Bern. If you live in the EU or EEA, you may also turn to the data protection authority of your country.",
          link: { label: "Website of the FDPIC", href: "https://www.edoeb.admin.ch/" },
        },
      ],
    },
    {
      id: "changes",
      title: "Changes to this policy",
      body: [
        {
          text: "We update this policy when the website or the law changes; the date at the top shows the current version. We inform members of important changes by e-mail.",
        },
      ],
    },
  ],
};
