/**
 * Imprint and privacy policy. The policy describes what the product actually stores: keep it in
 * step with the code (new form fields, new providers, changed retention) and update lastUpdated.
 * Every retention period it states is enforced by the server's tested housekeeping, is a legal
 * duty, or is marked "to be confirmed" as a task for the board. Each feature that stores
 * personal data adds its section here.
 *
 * Written for the Swiss Federal Act on Data Protection (FADP, in force since 1 September 2023)
 * and, where it applies, the GDPR. The association should have it reviewed before going live.
 */
import {
  association,
  FIRST_REMINDER_DAYS_DEFAULT,
  MAIL_RETENTION_DAYS,
  REJECTED_APPLICATION_RETENTION_MONTHS,
  REVIEW_CHANGE_RETENTION_DAYS,
  RIDE_ALONG_RETENTION_MONTHS,
  SECOND_REMINDER_DAYS_DEFAULT,
  UNCONFIRMED_SUBSCRIPTION_RETENTION_DAYS,
  UNDELIVERED_MAIL_GIVE_UP_DAYS,
} from "@ssem/core";
import type { Confirmable } from "./link-data";
import { localized } from "./localized";

/** A paragraph, optionally followed by a link (mailto: or an external website). */
export type LegalParagraph = { text: string; link?: { label: string; href: string } } & Confirmable;
export type LegalBlock = LegalParagraph | { list: string[] };

/** What every processing activity has to tell the reader (art. 19 FADP, art. 13 GDPR). */
export type ProcessingFact = "purpose" | "legalBasis" | "retention" | "recipients";
export type Processing = Record<ProcessingFact, string> & {
  /** The facts the board still has to confirm; the page marks them (ADR 007). */
  toBeConfirmed?: ProcessingFact[];
};

export type PrivacySection = { id: string; title: string; body: LegalBlock[]; processing?: Processing };

const privacyContact = { label: association.privacyEmail, href: `mailto:${association.privacyEmail}` };

export type Imprint = {
  id: string;
  title: string;
  legalForm: string;
  representatives: string[];
  contentResponsible: string;
  disclaimer: string[];
};

export type PrivacyPolicy = {
  id: string;
  title: string;
  lastUpdated: { label: string; dateTime: string };
  /** Which language's version is binding (issue 26). */
  binding: string;
  sections: PrivacySection[];
};

export const imprint: Imprint = {
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

/** The English policy: the binding version, and the one the member's data report quotes. */
export const privacyPolicy: PrivacyPolicy = {
  id: "privacy-policy",
  title: "Privacy policy",
  lastUpdated: { label: "November 2026", dateTime: "2026-11" },
  binding: "This policy is available in English, German, French and Italian. The English version is binding.",
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
        { text: "When you apply for membership we store:" },
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
          "Your membership, and the steps before it at your request (art. 31(2)(a) FADP; art. 6(1)(b) GDPR). Invoices and payment records: our legitimate interest in keeping the accounts that Swiss law requires of us (art. 958f CO; art. 6(1)(f) GDPR).",
        retention:
          `For as long as you are a member. You can resign on your dashboard, at the end of the membership year or at once: your account and its data are deleted automatically on the day after your last day (within the hour after midnight), or at once. When your membership ends otherwise, an admin deletes your account and its data. If we decline your application, or the board ends your membership because the fee stays unpaid after two reminders, your account is closed and it and its data are deleted automatically ${REJECTED_APPLICATION_RETENTION_MONTHS} months after the decision. Invoices and payment records are kept for ten years, as the Swiss Code of Obligations requires (art. 958f CO): see "Membership fees, invoices and payments".`,
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
          "To show you your profile, to decide which parts of the member area you may use, and to let the board manage memberships.",
        legalBasis: "Your membership (art. 31(2)(a) FADP; art. 6(1)(b) GDPR).",
        retention: "As long as your account exists; deleted together with it.",
        recipients: "The board members with admin rights. Our hosting provider processes the data on our behalf.",
      },
    },
    {
      id: "fees",
      title: "Membership fees, invoices and payments",
      body: [
        {
          text: "For each membership year we make an invoice in your name and e-mail it to you with a Swiss QR-bill. It holds the invoice number, the year, your name as billed, your e-mail address, your status (which sets the fee), the amount, the payment reference, the invoice and due dates, what has been paid and when, the dates of any reminders and, if an invoice is cancelled, the board's reason. We never ask for your postal address: the bill's 'Payable by' box stays empty.",
        },
        {
          text: `If the fee is still open ${FIRST_REMINDER_DAYS_DEFAULT} days after the invoice date we send a first reminder, and after ${SECOND_REMINDER_DAYS_DEFAULT} days a second one; an admin then decides about the membership. We record each payment (amount, date, and a note when an admin enters it by hand). When we import our bank's statement, we store each incoming payment as the bank reports it: amount, date, payment reference, the payer's name and the message given with the payment.`,
        },
      ],
      processing: {
        purpose: "To bill the annual fee, record its payment (your membership starts on the day it is received), send reminders and keep the association's accounts.",
        legalBasis:
          "Your membership (art. 31(2)(a) FADP; art. 6(1)(b) GDPR), and the accounts that Swiss law requires us to keep (art. 958f CO; art. 6(1)(c) and (f) GDPR).",
        retention: `Ten years after the end of the year they belong to (art. 958f CO); then the website deletes invoices, payments and bank transactions automatically. If your account is deleted before then, the invoices and payments stay for the accounts with your name as billed only: your e-mail address and the link to your account are removed.`,
        recipients:
          "The board members with admin rights (the treasurer among them), and our bank, which receives the payment you make. Our hosting and e-mail providers process the data on our behalf.",
      },
    },
    {
      id: "audit-log",
      title: "Record of admin actions",
      body: [
        {
          text: "When an admin approves or declines an application, changes a role, removes a member, imports members, uploads or deletes a file, marks a ride-along request as done or open, or sends a newsletter, the website records which admin did it, what they did, to whose account and when. The record stores references to the accounts, not names or e-mail addresses: names are looked up only when an admin reads the record. Once an account is deleted, the record shows it only as \"a member who has since been removed\".",
        },
        {
          text: "When you download your data from the member dashboard, the record notes that you did and when, never what the download held.",
        },
      ],
      processing: {
        purpose: "To let the board see who changed what in the member register, and to clear up mistakes and misuse.",
        legalBasis: "Our legitimate interest in a traceable, secure member administration (art. 31(1) FADP; art. 6(1)(f) GDPR).",
        retention: "The entries stay as long as the association needs them; when an account is deleted, the entries no longer name that person.",
        recipients: "The board members with admin rights. Our hosting provider processes the data on our behalf.",
        // How long the entries themselves are kept is the board's decision.
        toBeConfirmed: ["retention"],
      },
    },
    {
      id: "links-and-tokens",
      title: "Links in our e-mails",
      body: [
        {
          text: "The links we send to confirm your e-mail address, to set a new password and to invite you to the member area each carry a random one-time code. We store only a one-way hash of the code together with your account, so nobody can rebuild the link from our database. A code works once: a confirmation link for 24 hours, a password link for one hour, an invitation for seven days.",
        },
      ],
      processing: {
        purpose: "To make sure that only the owner of the e-mail address can confirm it or set a password.",
        legalBasis: "Your membership, and the steps before it at your request (art. 31(2)(a) FADP; art. 6(1)(b) GDPR).",
        retention: "Deleted within the hour after the code expired (at most seven days after the e-mail was sent). A used code stays until then only so that opening the link again can tell you it was already used.",
        recipients: "Nobody; our hosting provider stores the data on our behalf.",
      },
    },
    {
      id: "events",
      title: "Event registration",
      body: [
        {
          text: "Members register for our events in the association's member WhatsApp group. WhatsApp is a service of Meta. When you write in the group, WhatsApp processes your phone number, your profile and your messages under its own privacy policy, and may transfer them to Meta in the United States and other countries. Joining the group is voluntary: if you do not want to use WhatsApp, write to us and we register you by e-mail.",
          link: { label: "WhatsApp's privacy policy", href: "https://www.whatsapp.com/legal/privacy-policy-eea" },
          toBeConfirmed: true,
        },
      ],
      processing: {
        purpose: "To know who comes to an event and to tell participants about changes.",
        legalBasis: "Your membership (art. 31(2)(a) FADP; art. 6(1)(b) GDPR) and, for the use of WhatsApp, your decision to join the group (art. 6(1)(a) GDPR).",
        retention: "The board deletes the list of participants after the event.",
        recipients: "The board members who organise the event, the other members of the group, and Meta as the provider of WhatsApp.",
        toBeConfirmed: ["retention"],
      },
    },
    {
      id: "ride-along",
      title: "Ride-along requests",
      body: [
        {
          text: "Members can ask for a ride-along on the Events page. We store the request with your account: your choice of location (Zürich or Basel), your year of studies, when you sent it, and whether the board has dealt with it. Your e-mail address and name are taken from your account, not typed again. The website e-mails the request to the association's address, with your e-mail address to reply to, and sends you a confirmation. When an admin marks a request as done or open again, the record of admin actions notes it.",
        },
      ],
      processing: {
        purpose: "To arrange a ride-along for you and to answer you.",
        legalBasis: "Your membership and your request (art. 31(2)(a) FADP; art. 6(1)(b) GDPR).",
        retention: `Deleted automatically ${RIDE_ALONG_RETENTION_MONTHS} months after you sent it (within the hour after that), or earlier together with your account. The e-mails about it are deleted as described under "E-mails we send"; the copy in the association's mailbox is kept as the board keeps its correspondence.`,
        recipients: "The board members who organise ride-alongs and, once arranged, the emergency medical service you ride along with. Our hosting and e-mail providers process the data on our behalf.",
        toBeConfirmed: ["recipients"],
      },
    },
    {
      id: "mailing-list",
      title: "Mailing list ('Stay Updated')",
      body: [
        {
          text: "Anyone can subscribe to our news on the Events page with an e-mail address. We store the address and when you subscribed. Your subscription starts only once you open the confirmation link we send to the address (double opt-in), so nobody can subscribe someone else. Until then we store a one-way hash of the link's code, and we send at most a few confirmation e-mails to an address in a short time.",
        },
        {
          text: "Each newsletter is an e-mail to every confirmed address, with a personal link to unsubscribe with one click; e-mail programs can also offer their own unsubscribe button. After you unsubscribe we delete your address at once and send you nothing more, not even a newsletter that was already waiting to be sent. When an admin sends a newsletter, the record of admin actions notes who sent it, when and to how many addresses, never the addresses.",
        },
      ],
      processing: {
        purpose: "To send you news about our events and activities, as you asked.",
        legalBasis: "Your consent, which you give by confirming and can withdraw at any time by unsubscribing (art. 31(1) FADP; art. 6(1)(a) GDPR).",
        retention: `Until you unsubscribe; the address is deleted at once. An address that is never confirmed is deleted automatically ${UNCONFIRMED_SUBSCRIPTION_RETENTION_DAYS} days after the last request (within the hour after that). If an admin removes a member, their subscription is deleted with the account; a member who resigns chooses whether to keep it. The newsletter e-mails themselves are deleted as described under "E-mails we send".`,
        recipients: "The board members with admin rights, who can see and export the list of confirmed addresses. Our hosting and e-mail providers process the data on our behalf.",
      },
    },
    {
      id: "published-people",
      title: "People shown on this website",
      body: [
        {
          text: "The About page shows the members of our board, our advisory board and our tutors with their name and their position or affiliation, and, once they give us one, a photo. We publish them only with their agreement.",
        },
      ],
      processing: {
        purpose: "To show who runs the association and who supports it.",
        legalBasis: "The agreement of each person shown (art. 31(1) FADP; art. 6(1)(a) GDPR), which they can withdraw at any time.",
        retention: "Until the person leaves their role or withdraws their agreement.",
        recipients: "Everyone: the About page is public.",
      },
    },
    {
      id: "rotation-reviews",
      title: "Clinical rotation reviews",
      body: [
        {
          text: "Anyone can publish a review of a clinical rotation on the Clinical rotations page, without an account. A review consists only of what you write into its fields (country, city, hospital, department, type and time of the rotation, rating and your texts) and the date it was published. We store no name, no e-mail address, no IP address and no browser details with it. Please write nothing in a review that identifies you or other people: it is published for everyone to read.",
        },
        {
          text: "To stop automated spam, the server counts the reviews sent from each IP address over 15-minute windows. The counter stores the address only in pseudonymised form, as a keyed hash, never the address itself.",
        },
        {
          text: "So that open pages can show new reviews as they arrive and catch up after a lost connection, the server keeps a list of which review was added or deleted when, by the review's number only.",
        },
      ],
      processing: {
        purpose: "To help students choose where to do a clinical rotation, and to keep the review board free of spam.",
        legalBasis: "Our interest in sharing experiences of clinical training among students (art. 6(1)(f) GDPR). A review holds no personal data unless its author writes some into it.",
        retention: `Reviews: until an admin deletes them (on request, or when a review breaks the rules). Spam counters: deleted within the hour after 15 minutes without a new review from the address. The list of added and deleted reviews: ${REVIEW_CHANGE_RETENTION_DAYS} days.`,
        recipients: "Everyone: reviews are public. Our hosting provider stores them on our behalf.",
      },
    },
    {
      id: "cookies",
      title: "Cookies and sign-in",
      body: [
        {
          text: "We set two cookies (a third with two-factor authentication, see below), all only when you sign in, all strictly necessary and marked httpOnly, so scripts on the page cannot read them. The session cookie keeps you signed in to the member area; it expires after seven days without use, or when you log out. We store no IP address and no browser details with a session.",
        },
        {
          text: "The known-device cookie tells our sign-in that this browser has signed in to your account before, so that someone guessing your password elsewhere cannot lock you out. It holds a random number and a signature, is sent only to the sign-in part of our server, is not stored on our side and expires after a year.",
        },
        {
          text: "If you turn on two-factor authentication, we store the key your authenticator app shares with us and your unused recovery codes, both encrypted, until you turn it off or your account is deleted. Between your password and your code, a third cookie, also httpOnly, remembers for at most ten minutes that your password was right; it holds a random number and a signature.",
        },
        {
          text: "While you are signed in, your browser also keeps a marker in its local storage that says only that someone is signed in, so pages show your member links at once. It contains no personal data and is removed when you log out.",
        },
        {
          text: "To protect sign-in against password and code guessing, the server counts sign-in attempts, codes entered, passwords re-entered in the member area and e-mail requests per IP address and per account over 15-minute windows. The counters store the IP address and the e-mail address only in pseudonymised form, as a keyed hash, never the address itself. We use no tracking, no analytics and no third-party cookies, which is why this website shows no cookie banner.",
        },
      ],
      processing: {
        purpose: "To keep you signed in and to protect accounts against misuse.",
        legalBasis: "Your membership (art. 6(1)(b) GDPR) and our interest in secure operation (art. 6(1)(f) GDPR).",
        retention: "Session: seven days after your last visit, or until you log out; expired sessions are deleted within the hour. Known-device cookie: in your browser for a year. Two-factor key and recovery codes: until you turn two-factor authentication off or your account is deleted. Request counters: deleted within the hour after 15 minutes without a new attempt and once any waiting time they impose has passed.",
        recipients: "Nobody; our hosting provider stores the data on our behalf.",
      },
    },
    {
      id: "server-logs",
      title: "Server logs",
      body: [
        {
          text: "For every request our server records the time, the method, the requested path without its query string, the response status and how long the answer took. These logs contain no IP addresses, no e-mail addresses and none of the content you enter in forms.",
        },
        {
          text: "In front of our server, the reverse proxy of our hosting provider, which encrypts the connection, also keeps an access log: the time, your IP address, the requested address, the response status and the name and version of your browser.",
          toBeConfirmed: true,
        },
      ],
      processing: {
        purpose: "To keep the website running, find errors and detect attacks.",
        legalBasis: "Our interest in a secure and working website (art. 6(1)(f) GDPR).",
        retention: "At most 30 days, for our server's logs and for the reverse proxy's access log.",
        recipients: "Our hosting provider, on our behalf.",
        toBeConfirmed: ["retention"],
      },
    },
    {
      id: "e-mail",
      title: "E-mails we send",
      body: [
        {
          text: `We send e-mails to confirm your address, reset your password, send invoices, confirm your ride-along request, send the newsletter you subscribed to and answer your requests. Our server keeps each message in a send queue until it has been delivered, and the association's mail provider delivers it. If a message still cannot be delivered ${UNDELIVERED_MAIL_GIVE_UP_DAYS} days after we wrote it, we stop trying and tell the board, so that we can reach you another way.`,
        },
      ],
      processing: {
        purpose: "To deliver the messages you need as a member or applicant.",
        legalBasis: "The same as for the activity the message belongs to (see above).",
        retention: `Delivered messages are deleted from the send queue at the latest ${MAIL_RETENTION_DAYS} days after delivery; messages we could not deliver, at the latest ${MAIL_RETENTION_DAYS} days after we stopped trying.`,
        recipients: "The association's mail provider, which processes the messages on our behalf.",
      },
    },
    {
      id: "hosting",
      title: "Hosting and transfers abroad",
      body: [
        {
          text: `Our website and its data are hosted by ${association.hosting.name} in ${association.hosting.country}. Our e-mail is delivered by ${association.mailProvider.name} in ${association.mailProvider.country}. Both process personal data only on our behalf and on our instructions.`,
          toBeConfirmed: true,
        },
        {
          text: "The only transfer abroad beyond these providers is the use of WhatsApp for event registration (see above), which you can avoid. Should any other transfer become necessary, we will use the safeguards the law requires, such as standard contractual clauses, and update this policy.",
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
            "Meta, as the provider of WhatsApp, if you register for events in the member WhatsApp group;",
            "authorities, only where the law obliges us.",
          ],
        },
        {
          text: "The only personal data we publish are the names, positions or affiliations and photos of the people shown on the About page, with their agreement.",
        },
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
          text: "As a member, you can download your data yourself: the My Data card in the member dashboard gives you, after you re-enter your password, a file with everything we hold about you and a page that says why we hold it, how long we keep it, who receives it and where it came from.",
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

/** Imprint and privacy policy in every language; English is binding (privacyPolicy.binding says so in each). */
export const legalContent = localized<{ imprint: Imprint; privacyPolicy: PrivacyPolicy }>(
  { imprint, privacyPolicy },
  {
    de: {
      imprint: {
        id: "imprint",
        title: "Impressum",
        legalForm: "Verein nach Artikel 60 ff. des Schweizerischen Zivilgesetzbuches",
        // PLACEHOLDER: the board members who represent the association and answer for the content.
        representatives: ["[Vor- und Nachname], Präsidentin/Präsident (Platzhalter)", "[Vor- und Nachname], Vizepräsidentin/Vizepräsident (Platzhalter)"],
        // PLACEHOLDER: the person responsible for the website's content.
        contentResponsible: "[Vor- und Nachname], Vorstandsmitglied (Platzhalter)",
        disclaimer: [
          "Wir stellen die Informationen auf dieser Website sorgfältig zusammen, können aber nicht garantieren, dass sie vollständig, richtig und aktuell sind. Sie ersetzen weder die offiziellen Informationen von Weiterbildungsstätten, Kursanbietern und Arbeitgebern noch eine medizinische Beratung.",
          "Links zu anderen Websites dienen Ihrer Bequemlichkeit. Für deren Inhalte sind allein ihre Betreiber verantwortlich; wir haben darauf keinen Einfluss.",
        ],
      },
      privacyPolicy: {
        id: "privacy-policy",
        title: "Datenschutzerklärung",
        lastUpdated: { label: "November 2026", dateTime: "2026-11" },
        binding: "Diese Datenschutzerklärung gibt es auf Englisch, Deutsch, Französisch und Italienisch. Massgebend ist die englische Fassung.",
        sections: [
          {
            id: "controller",
            title: "Wer verantwortlich ist",
            body: [
              {
                text: `Die ${association.name}, ${association.postalAddress.join(", ")}, ist für die hier beschriebene Bearbeitung von Personendaten verantwortlich (die Verantwortliche).`,
              },
              { text: "Für alle Fragen zum Datenschutz und um Ihre Rechte auszuüben, schreiben Sie an:", link: privacyContact },
            ],
          },
          {
            id: "principles",
            title: "Unsere Grundsätze",
            body: [
              {
                list: [
                  "Wir erheben nur die Daten, die wir für den Verein und diese Website brauchen.",
                  "Wir verkaufen keine Personendaten und geben sie nicht für Werbung weiter.",
                  "Wir betreiben kein Profiling und treffen keine automatisierten Einzelentscheidungen.",
                  "Die Website verwendet kein Tracking, keine Analyse, keine Werbung und keine Cookies von Dritten.",
                  "Links zu unseren Social-Media-Profilen sind einfache Links: Die Plattform erfährt nichts, bis Sie einen anklicken, und ab dann gilt ihre eigene Datenschutzerklärung.",
                ],
              },
            ],
          },
          {
            id: "legal-framework",
            title: "Rechtlicher Rahmen",
            body: [
              {
                text: "Wir bearbeiten Personendaten gemäss dem Schweizer Bundesgesetz über den Datenschutz (DSG, auch revDSG), in Kraft seit dem 1. September 2023, und seiner Verordnung. Wir halten seine Grundsätze ein: rechtmässige Bearbeitung nach Treu und Glauben, Verhältnismässigkeit, erkennbarer Zweck, Richtigkeit und Datensicherheit.",
              },
              {
                text: "Wo die EU-Datenschutz-Grundverordnung (DSGVO) anwendbar ist, zum Beispiel weil wir die Mitgliedschaft Personen mit Wohnsitz in der EU oder im EWR anbieten, nennen wir unten für jede Bearbeitung die Rechtsgrundlage nach Artikel 6 Absatz 1 DSGVO. Nach dem DSG braucht eine Bearbeitung, die seinen Grundsätzen folgt, keine weitere Rechtfertigung; wo doch, stützen wir uns auf die Rechtfertigungsgründe von Artikel 31 DSG (Ihre Einwilligung, ein Vertrag mit Ihnen oder ein überwiegendes Interesse).",
              },
            ],
          },
          {
            id: "membership",
            title: "Mitgliedschaftsantrag und Mitgliederkonto",
            body: [
              { text: "Wenn Sie die Mitgliedschaft beantragen, speichern wir:" },
              {
                list: [
                  "Vor- und Nachname, E-Mail-Adresse und Telefonnummer;",
                  "Ihre Fachrichtung (Medizin, Rettungssanität oder Pflege) und Ihren Status (Studierende, Assistenzärztin/-arzt, Absolventin/Absolvent oder Fachperson);",
                  "bei Studierenden das voraussichtliche Abschlussjahr;",
                  "Ihren Studien- oder Arbeitsort;",
                  "eine freiwillige Nachricht, zum Beispiel dazu, wie Sie sich engagieren möchten;",
                  "das Passwort, das Sie wählen. Wir speichern es nur als argon2id-Hash, aus dem sich das Passwort nicht zurückgewinnen lässt; niemand im Verein kennt es.",
                ],
              },
              {
                text: "Wenn Sie schon vor dieser Website Mitglied wurden, hat der Vorstand diese Angaben aus der Mitgliederliste des Vereins importiert.",
              },
            ],
            processing: {
              purpose:
                "Um über Ihren Antrag zu entscheiden, Ihre E-Mail-Adresse zu bestätigen, Ihnen die Rechnung für den Jahresbeitrag zu senden, das Mitgliederverzeichnis zu führen, Ihnen Zugang zum Mitgliederbereich zu geben und Sie in Vereinsangelegenheiten zu kontaktieren.",
              legalBasis:
                "Ihre Mitgliedschaft und die Schritte davor auf Ihre Anfrage (Art. 31 Abs. 2 Bst. a DSG; Art. 6 Abs. 1 Bst. b DSGVO). Rechnungen und Zahlungsbelege: unser berechtigtes Interesse an der Buchführung, die das Schweizer Recht von uns verlangt (Art. 958f OR; Art. 6 Abs. 1 Bst. f DSGVO).",
              retention: `Solange Sie Mitglied sind. Sie können in Ihrem Dashboard austreten, auf Ende des Mitgliedschaftsjahres oder sofort: Ihr Konto und seine Daten werden am Tag nach Ihrem letzten Tag (innerhalb der Stunde nach Mitternacht) automatisch gelöscht, oder sofort. Endet Ihre Mitgliedschaft auf andere Weise, löscht ein Admin Ihr Konto und seine Daten. Lehnen wir Ihren Antrag ab oder beendet der Vorstand Ihre Mitgliedschaft, weil der Beitrag nach zwei Mahnungen unbezahlt bleibt, wird Ihr Konto geschlossen und ${REJECTED_APPLICATION_RETENTION_MONTHS} Monate nach dem Entscheid mit seinen Daten automatisch gelöscht. Rechnungen und Zahlungsbelege werden zehn Jahre aufbewahrt, wie es das Schweizerische Obligationenrecht verlangt (Art. 958f OR): siehe «Mitgliederbeiträge, Rechnungen und Zahlungen».`,
              recipients: "Die Vorstandsmitglieder, die sich um Mitgliedschaften kümmern. Unsere Hosting- und E-Mail-Anbieter bearbeiten die Daten in unserem Auftrag.",
            },
          },
          {
            id: "profile",
            title: "Mitgliederprofil, Rollen und Mitgliedschaftsstatus",
            body: [
              {
                text: "Im Mitglieder-Dashboard können Sie eine Berufsbezeichnung, Ihre Hochschule oder Ihren Arbeitsort und Ihr Studienjahr ergänzen sowie Ihren Namen und Ihre Telefonnummer ändern. Ihre E-Mail-Adresse können Sie dort nicht ändern; schreiben Sie uns, wenn sie korrigiert werden muss. Mit Ihrem Konto speichern wir ausserdem Ihre Rolle (ausstehend, Mitglied oder Admin), Ihren Mitgliedschaftsstatus (ausstehend, genehmigt oder abgelehnt) und das Datum Ihres Antrags.",
              },
            ],
            processing: {
              purpose: "Um Ihnen Ihr Profil zu zeigen, zu entscheiden, welche Teile des Mitgliederbereichs Sie nutzen dürfen, und dem Vorstand die Verwaltung der Mitgliedschaften zu ermöglichen.",
              legalBasis: "Ihre Mitgliedschaft (Art. 31 Abs. 2 Bst. a DSG; Art. 6 Abs. 1 Bst. b DSGVO).",
              retention: "Solange Ihr Konto besteht; es wird zusammen mit ihm gelöscht.",
              recipients: "Die Vorstandsmitglieder mit Admin-Rechten. Unser Hosting-Anbieter bearbeitet die Daten in unserem Auftrag.",
            },
          },
          {
            id: "fees",
            title: "Mitgliederbeiträge, Rechnungen und Zahlungen",
            body: [
              {
                text: "Für jedes Mitgliedschaftsjahr erstellen wir eine Rechnung auf Ihren Namen und senden sie Ihnen mit einer Schweizer QR-Rechnung per E-Mail. Sie enthält die Rechnungsnummer, das Jahr, Ihren Namen wie verrechnet, Ihre E-Mail-Adresse, Ihren Status (der den Beitrag bestimmt), den Betrag, die Zahlungsreferenz, Rechnungs- und Fälligkeitsdatum, was wann bezahlt wurde, die Daten allfälliger Mahnungen und, falls eine Rechnung storniert wird, den Grund des Vorstands. Wir fragen nie nach Ihrer Postadresse: Das Feld «Zahlbar durch» der Rechnung bleibt leer.",
              },
              {
                text: `Ist der Beitrag ${FIRST_REMINDER_DAYS_DEFAULT} Tage nach dem Rechnungsdatum noch offen, senden wir eine erste Mahnung, nach ${SECOND_REMINDER_DAYS_DEFAULT} Tagen eine zweite; danach entscheidet ein Admin über die Mitgliedschaft. Wir erfassen jede Zahlung (Betrag, Datum und eine Notiz, wenn ein Admin sie von Hand erfasst). Wenn wir den Kontoauszug unserer Bank importieren, speichern wir jede eingehende Zahlung so, wie die Bank sie meldet: Betrag, Datum, Zahlungsreferenz, Name der zahlenden Person und die Mitteilung zur Zahlung.`,
              },
            ],
            processing: {
              purpose: "Um den Jahresbeitrag in Rechnung zu stellen, seine Zahlung zu erfassen (Ihre Mitgliedschaft beginnt am Tag des Eingangs), Mahnungen zu senden und die Buchhaltung des Vereins zu führen.",
              legalBasis:
                "Ihre Mitgliedschaft (Art. 31 Abs. 2 Bst. a DSG; Art. 6 Abs. 1 Bst. b DSGVO) und die Buchführung, die das Schweizer Recht von uns verlangt (Art. 958f OR; Art. 6 Abs. 1 Bst. c und f DSGVO).",
              retention: "Zehn Jahre nach Ende des Jahres, zu dem sie gehören (Art. 958f OR); danach löscht die Website Rechnungen, Zahlungen und Banktransaktionen automatisch. Wird Ihr Konto vorher gelöscht, bleiben Rechnungen und Zahlungen für die Buchhaltung nur mit Ihrem Namen wie verrechnet erhalten: Ihre E-Mail-Adresse und die Verknüpfung mit Ihrem Konto werden entfernt.",
              recipients:
                "Die Vorstandsmitglieder mit Admin-Rechten (darunter die Kassierin oder der Kassier) und unsere Bank, die Ihre Zahlung erhält. Unsere Hosting- und E-Mail-Anbieter bearbeiten die Daten in unserem Auftrag.",
            },
          },
          {
            id: "audit-log",
            title: "Protokoll der Admin-Aktionen",
            body: [
              {
                text: "Wenn ein Admin einen Antrag genehmigt oder ablehnt, eine Rolle ändert, ein Mitglied entfernt, Mitglieder importiert, eine Datei hochlädt oder löscht, eine Mitfahrtsanfrage als erledigt oder offen markiert oder einen Newsletter versendet, hält die Website fest, welcher Admin was getan hat, an welchem Konto und wann. Das Protokoll speichert Verweise auf die Konten, keine Namen oder E-Mail-Adressen: Namen werden erst nachgeschlagen, wenn ein Admin das Protokoll liest. Ist ein Konto gelöscht, zeigt das Protokoll es nur noch als «ein inzwischen entferntes Mitglied».",
              },
              {
                text: "Wenn Sie Ihre Daten im Mitglieder-Dashboard herunterladen, hält das Protokoll fest, dass und wann Sie es getan haben, nie aber, was der Download enthielt.",
              },
            ],
            processing: {
              purpose: "Damit der Vorstand sieht, wer was im Mitgliederverzeichnis geändert hat, und um Fehler und Missbrauch aufzuklären.",
              legalBasis: "Unser berechtigtes Interesse an einer nachvollziehbaren, sicheren Mitgliederverwaltung (Art. 31 Abs. 1 DSG; Art. 6 Abs. 1 Bst. f DSGVO).",
              retention: "Die Einträge bleiben, solange der Verein sie braucht; wird ein Konto gelöscht, nennen die Einträge diese Person nicht mehr.",
              recipients: "Die Vorstandsmitglieder mit Admin-Rechten. Unser Hosting-Anbieter bearbeitet die Daten in unserem Auftrag.",
              // How long the entries themselves are kept is the board's decision.
              toBeConfirmed: ["retention"],
            },
          },
          {
            id: "links-and-tokens",
            title: "Links in unseren E-Mails",
            body: [
              {
                text: "Die Links, die wir senden, um Ihre E-Mail-Adresse zu bestätigen, ein neues Passwort zu setzen und Sie in den Mitgliederbereich einzuladen, enthalten je einen zufälligen Einmalcode. Wir speichern mit Ihrem Konto nur einen Einweg-Hash des Codes, sodass niemand den Link aus unserer Datenbank rekonstruieren kann. Ein Code funktioniert einmal: ein Bestätigungslink 24 Stunden, ein Passwortlink eine Stunde, eine Einladung sieben Tage.",
              },
            ],
            processing: {
              purpose: "Um sicherzustellen, dass nur die Inhaberin oder der Inhaber der E-Mail-Adresse sie bestätigen oder ein Passwort setzen kann.",
              legalBasis: "Ihre Mitgliedschaft und die Schritte davor auf Ihre Anfrage (Art. 31 Abs. 2 Bst. a DSG; Art. 6 Abs. 1 Bst. b DSGVO).",
              retention: "Gelöscht innerhalb der Stunde nach Ablauf des Codes (höchstens sieben Tage nach dem Versand der E-Mail). Ein verwendeter Code bleibt bis dahin nur, damit ein erneutes Öffnen des Links Ihnen sagen kann, dass er schon verwendet wurde.",
              recipients: "Niemand; unser Hosting-Anbieter speichert die Daten in unserem Auftrag.",
            },
          },
          {
            id: "events",
            title: "Anmeldung zu Veranstaltungen",
            body: [
              {
                text: "Mitglieder melden sich in der WhatsApp-Gruppe der Vereinsmitglieder für unsere Veranstaltungen an. WhatsApp ist ein Dienst von Meta. Wenn Sie in der Gruppe schreiben, bearbeitet WhatsApp Ihre Telefonnummer, Ihr Profil und Ihre Nachrichten nach seiner eigenen Datenschutzerklärung und kann sie an Meta in den USA und anderen Ländern übermitteln. Der Beitritt zur Gruppe ist freiwillig: Wenn Sie WhatsApp nicht nutzen möchten, schreiben Sie uns, und wir melden Sie per E-Mail an.",
                link: { label: "Datenschutzerklärung von WhatsApp", href: "https://www.whatsapp.com/legal/privacy-policy-eea" },
                toBeConfirmed: true,
              },
            ],
            processing: {
              purpose: "Um zu wissen, wer an eine Veranstaltung kommt, und die Teilnehmenden über Änderungen zu informieren.",
              legalBasis: "Ihre Mitgliedschaft (Art. 31 Abs. 2 Bst. a DSG; Art. 6 Abs. 1 Bst. b DSGVO) und, für die Nutzung von WhatsApp, Ihr Entscheid, der Gruppe beizutreten (Art. 6 Abs. 1 Bst. a DSGVO).",
              retention: "Der Vorstand löscht die Teilnehmerliste nach der Veranstaltung.",
              recipients: "Die Vorstandsmitglieder, die die Veranstaltung organisieren, die anderen Mitglieder der Gruppe und Meta als Anbieterin von WhatsApp.",
              toBeConfirmed: ["retention"],
            },
          },
          {
            id: "ride-along",
            title: "Mitfahrtsanfragen",
            body: [
              {
                text: "Mitglieder können auf der Seite «Veranstaltungen» eine Mitfahrt anfragen. Wir speichern die Anfrage mit Ihrem Konto: Ihre Wahl des Ortes (Zürich oder Basel), Ihr Studienjahr, wann Sie sie gesendet haben und ob der Vorstand sie bearbeitet hat. Ihre E-Mail-Adresse und Ihr Name werden aus Ihrem Konto übernommen, nicht erneut eingegeben. Die Website sendet die Anfrage per E-Mail an die Adresse des Vereins, mit Ihrer E-Mail-Adresse für die Antwort, und schickt Ihnen eine Bestätigung. Markiert ein Admin eine Anfrage als erledigt oder wieder als offen, hält das Protokoll der Admin-Aktionen dies fest.",
              },
            ],
            processing: {
              purpose: "Um eine Mitfahrt für Sie zu organisieren und Ihnen zu antworten.",
              legalBasis: "Ihre Mitgliedschaft und Ihre Anfrage (Art. 31 Abs. 2 Bst. a DSG; Art. 6 Abs. 1 Bst. b DSGVO).",
              retention: `Automatisch gelöscht ${RIDE_ALONG_RETENTION_MONTHS} Monate nach dem Versand (innerhalb der Stunde danach) oder früher zusammen mit Ihrem Konto. Die E-Mails dazu werden gelöscht wie unter «E-Mails, die wir senden» beschrieben; die Kopie im Postfach des Vereins wird aufbewahrt, wie der Vorstand seine Korrespondenz aufbewahrt.`,
              recipients: "Die Vorstandsmitglieder, die Mitfahrten organisieren, und, sobald vereinbart, der Rettungsdienst, bei dem Sie mitfahren. Unsere Hosting- und E-Mail-Anbieter bearbeiten die Daten in unserem Auftrag.",
              toBeConfirmed: ["recipients"],
            },
          },
          {
            id: "mailing-list",
            title: "Mailingliste («Auf dem Laufenden bleiben»)",
            body: [
              {
                text: "Alle können unsere Neuigkeiten auf der Seite «Veranstaltungen» mit einer E-Mail-Adresse abonnieren. Wir speichern die Adresse und wann Sie sich angemeldet haben. Ihr Abonnement beginnt erst, wenn Sie den Bestätigungslink öffnen, den wir an die Adresse senden (Double-Opt-in), sodass niemand eine andere Person anmelden kann. Bis dahin speichern wir einen Einweg-Hash des Codes des Links, und wir senden in kurzer Zeit höchstens einige Bestätigungs-E-Mails an eine Adresse.",
              },
              {
                text: "Jeder Newsletter ist eine E-Mail an jede bestätigte Adresse, mit einem persönlichen Link, um sich mit einem Klick abzumelden; E-Mail-Programme können auch eine eigene Abmeldeschaltfläche anbieten. Nach Ihrer Abmeldung löschen wir Ihre Adresse sofort und senden Ihnen nichts mehr, auch keinen Newsletter, der bereits auf den Versand wartete. Versendet ein Admin einen Newsletter, hält das Protokoll der Admin-Aktionen fest, wer ihn wann an wie viele Adressen gesendet hat, nie die Adressen.",
              },
            ],
            processing: {
              purpose: "Um Ihnen, wie gewünscht, Neuigkeiten zu unseren Veranstaltungen und Aktivitäten zu senden.",
              legalBasis: "Ihre Einwilligung, die Sie mit der Bestätigung geben und jederzeit durch Abmelden widerrufen können (Art. 31 Abs. 1 DSG; Art. 6 Abs. 1 Bst. a DSGVO).",
              retention: `Bis Sie sich abmelden; die Adresse wird sofort gelöscht. Eine nie bestätigte Adresse wird ${UNCONFIRMED_SUBSCRIPTION_RETENTION_DAYS} Tage nach der letzten Anfrage automatisch gelöscht (innerhalb der Stunde danach). Entfernt ein Admin ein Mitglied, wird sein Abonnement mit dem Konto gelöscht; ein Mitglied, das austritt, entscheidet, ob es das Abonnement behält. Die Newsletter-E-Mails selbst werden gelöscht wie unter «E-Mails, die wir senden» beschrieben.`,
              recipients: "Die Vorstandsmitglieder mit Admin-Rechten, die die Liste der bestätigten Adressen sehen und exportieren können. Unsere Hosting- und E-Mail-Anbieter bearbeiten die Daten in unserem Auftrag.",
            },
          },
          {
            id: "published-people",
            title: "Personen, die auf dieser Website gezeigt werden",
            body: [
              {
                text: "Die Seite «Über uns» zeigt die Mitglieder unseres Vorstands, unseres Beirats und unsere Tutorinnen und Tutoren mit Namen und Funktion oder Zugehörigkeit und, sobald sie uns eines geben, mit einem Foto. Wir veröffentlichen sie nur mit ihrem Einverständnis.",
              },
            ],
            processing: {
              purpose: "Um zu zeigen, wer den Verein führt und wer ihn unterstützt.",
              legalBasis: "Das Einverständnis jeder gezeigten Person (Art. 31 Abs. 1 DSG; Art. 6 Abs. 1 Bst. a DSGVO), das sie jederzeit widerrufen kann.",
              retention: "Bis die Person ihre Funktion abgibt oder ihr Einverständnis widerruft.",
              recipients: "Alle: Die Seite «Über uns» ist öffentlich.",
            },
          },
          {
            id: "rotation-reviews",
            title: "Bewertungen klinischer Praktika",
            body: [
              {
                text: "Alle können auf der Seite «Klinische Praktika» ohne Konto eine Bewertung eines klinischen Praktikums veröffentlichen. Eine Bewertung besteht nur aus dem, was Sie in ihre Felder schreiben (Land, Stadt, Spital, Abteilung, Art und Zeitraum des Praktikums, Bewertung und Ihre Texte), und dem Datum der Veröffentlichung. Wir speichern dazu keinen Namen, keine E-Mail-Adresse, keine IP-Adresse und keine Browserangaben. Bitte schreiben Sie nichts in eine Bewertung, das Sie oder andere Personen erkennbar macht: Sie wird für alle lesbar veröffentlicht.",
              },
              {
                text: "Um automatisierten Spam zu verhindern, zählt der Server die von jeder IP-Adresse gesendeten Bewertungen in 15-Minuten-Fenstern. Der Zähler speichert die Adresse nur pseudonymisiert, als Hash mit geheimem Schlüssel, nie die Adresse selbst.",
              },
              {
                text: "Damit geöffnete Seiten neue Bewertungen bei ihrem Eintreffen zeigen und nach einem Verbindungsunterbruch aufholen können, führt der Server eine Liste, welche Bewertung wann hinzugefügt oder gelöscht wurde, nur mit der Nummer der Bewertung.",
              },
            ],
            processing: {
              purpose: "Um Studierenden bei der Wahl eines Praktikumsortes zu helfen und die Bewertungsseite frei von Spam zu halten.",
              legalBasis: "Unser Interesse, Erfahrungen mit der klinischen Ausbildung unter Studierenden zu teilen (Art. 6 Abs. 1 Bst. f DSGVO). Eine Bewertung enthält keine Personendaten, es sei denn, ihre Autorin oder ihr Autor schreibt welche hinein.",
              retention: `Bewertungen: bis ein Admin sie löscht (auf Anfrage oder wenn eine Bewertung gegen die Regeln verstösst). Spam-Zähler: gelöscht innerhalb der Stunde nach 15 Minuten ohne neue Bewertung von der Adresse. Die Liste hinzugefügter und gelöschter Bewertungen: ${REVIEW_CHANGE_RETENTION_DAYS} Tage.`,
              recipients: "Alle: Bewertungen sind öffentlich. Unser Hosting-Anbieter speichert sie in unserem Auftrag.",
            },
          },
          {
            id: "cookies",
            title: "Cookies und Anmeldung",
            body: [
              {
                text: "Wir setzen zwei Cookies (mit Zwei-Faktor-Authentisierung ein drittes, siehe unten), alle nur, wenn Sie sich anmelden, alle unbedingt notwendig und als httpOnly markiert, sodass Skripte auf der Seite sie nicht lesen können. Das Sitzungscookie hält Sie im Mitgliederbereich angemeldet; es läuft nach sieben Tagen ohne Nutzung ab oder wenn Sie sich abmelden. Wir speichern mit einer Sitzung keine IP-Adresse und keine Browserangaben.",
              },
              {
                text: "Das Cookie für bekannte Geräte teilt unserer Anmeldung mit, dass sich dieser Browser schon einmal bei Ihrem Konto angemeldet hat, damit niemand, der anderswo Ihr Passwort errät, Sie aussperren kann. Es enthält eine Zufallszahl und eine Signatur, wird nur an den Anmeldeteil unseres Servers gesendet, wird bei uns nicht gespeichert und läuft nach einem Jahr ab.",
              },
              {
                text: "Wenn Sie die Zwei-Faktor-Authentisierung einschalten, speichern wir den Schlüssel, den Ihre Authenticator-App mit uns teilt, und Ihre unbenutzten Wiederherstellungscodes, beide verschlüsselt, bis Sie sie ausschalten oder Ihr Konto gelöscht wird. Zwischen Passwort und Code merkt sich ein drittes Cookie, ebenfalls httpOnly, höchstens zehn Minuten lang, dass Ihr Passwort richtig war; es enthält eine Zufallszahl und eine Signatur.",
              },
              {
                text: "Solange Sie angemeldet sind, speichert Ihr Browser zudem in seinem lokalen Speicher eine Markierung, die nur besagt, dass jemand angemeldet ist, damit Seiten Ihre Mitgliederlinks sofort zeigen. Sie enthält keine Personendaten und wird beim Abmelden entfernt.",
              },
              {
                text: "Um die Anmeldung vor dem Erraten von Passwörtern und Codes zu schützen, zählt der Server Anmeldeversuche, eingegebene Codes, im Mitgliederbereich erneut eingegebene Passwörter und E-Mail-Anfragen pro IP-Adresse und pro Konto in 15-Minuten-Fenstern. Die Zähler speichern die IP-Adresse und die E-Mail-Adresse nur pseudonymisiert, als Hash mit geheimem Schlüssel, nie die Adresse selbst. Wir verwenden kein Tracking, keine Analyse und keine Cookies von Dritten; deshalb zeigt diese Website kein Cookie-Banner.",
              },
            ],
            processing: {
              purpose: "Um Sie angemeldet zu halten und Konten vor Missbrauch zu schützen.",
              legalBasis: "Ihre Mitgliedschaft (Art. 6 Abs. 1 Bst. b DSGVO) und unser Interesse an einem sicheren Betrieb (Art. 6 Abs. 1 Bst. f DSGVO).",
              retention: "Sitzung: sieben Tage nach Ihrem letzten Besuch oder bis Sie sich abmelden; abgelaufene Sitzungen werden innerhalb der Stunde gelöscht. Cookie für bekannte Geräte: ein Jahr in Ihrem Browser. Zwei-Faktor-Schlüssel und Wiederherstellungscodes: bis Sie die Zwei-Faktor-Authentisierung ausschalten oder Ihr Konto gelöscht wird. Anfragezähler: gelöscht innerhalb der Stunde nach 15 Minuten ohne neuen Versuch und sobald eine von ihnen verhängte Wartezeit abgelaufen ist.",
              recipients: "Niemand; unser Hosting-Anbieter speichert die Daten in unserem Auftrag.",
            },
          },
          {
            id: "server-logs",
            title: "Serverprotokolle",
            body: [
              {
                text: "Für jede Anfrage hält unser Server die Zeit, die Methode, den angefragten Pfad ohne Abfrageparameter, den Antwortstatus und die Dauer der Antwort fest. Diese Protokolle enthalten keine IP-Adressen, keine E-Mail-Adressen und nichts von dem, was Sie in Formulare eingeben.",
              },
              {
                text: "Vor unserem Server führt auch der Reverse Proxy unseres Hosting-Anbieters, der die Verbindung verschlüsselt, ein Zugriffsprotokoll: die Zeit, Ihre IP-Adresse, die angefragte Adresse, den Antwortstatus sowie Name und Version Ihres Browsers.",
                toBeConfirmed: true,
              },
            ],
            processing: {
              purpose: "Um die Website in Betrieb zu halten, Fehler zu finden und Angriffe zu erkennen.",
              legalBasis: "Unser Interesse an einer sicheren und funktionierenden Website (Art. 6 Abs. 1 Bst. f DSGVO).",
              retention: "Höchstens 30 Tage, für die Protokolle unseres Servers und für das Zugriffsprotokoll des Reverse Proxys.",
              recipients: "Unser Hosting-Anbieter, in unserem Auftrag.",
              toBeConfirmed: ["retention"],
            },
          },
          {
            id: "e-mail",
            title: "E-Mails, die wir senden",
            body: [
              {
                text: `Wir senden E-Mails, um Ihre Adresse zu bestätigen, Ihr Passwort zurückzusetzen, Rechnungen zu senden, Ihre Mitfahrtsanfrage zu bestätigen, den abonnierten Newsletter zu senden und Ihre Anfragen zu beantworten. Unser Server hält jede Nachricht in einer Versandwarteschlange, bis sie zugestellt ist, und der Mail-Anbieter des Vereins stellt sie zu. Kann eine Nachricht ${UNDELIVERED_MAIL_GIVE_UP_DAYS} Tage nach dem Verfassen noch nicht zugestellt werden, hören wir auf, es zu versuchen, und informieren den Vorstand, damit wir Sie auf anderem Weg erreichen können.`,
              },
            ],
            processing: {
              purpose: "Um die Nachrichten zuzustellen, die Sie als Mitglied oder als antragstellende Person brauchen.",
              legalBasis: "Dieselbe wie für die Tätigkeit, zu der die Nachricht gehört (siehe oben).",
              retention: `Zugestellte Nachrichten werden spätestens ${MAIL_RETENTION_DAYS} Tage nach der Zustellung aus der Versandwarteschlange gelöscht; Nachrichten, die wir nicht zustellen konnten, spätestens ${MAIL_RETENTION_DAYS} Tage, nachdem wir die Versuche eingestellt haben.`,
              recipients: "Der Mail-Anbieter des Vereins, der die Nachrichten in unserem Auftrag bearbeitet.",
            },
          },
          {
            id: "hosting",
            title: "Hosting und Übermittlungen ins Ausland",
            body: [
              {
                text: `Unsere Website und ihre Daten werden von ${association.hosting.name} in ${association.hosting.country} gehostet. Unsere E-Mails werden von ${association.mailProvider.name} in ${association.mailProvider.country} zugestellt. Beide bearbeiten Personendaten nur in unserem Auftrag und nach unseren Weisungen.`,
                toBeConfirmed: true,
              },
              {
                text: "Die einzige Übermittlung ins Ausland über diese Anbieter hinaus ist die Nutzung von WhatsApp für die Anmeldung zu Veranstaltungen (siehe oben), die Sie vermeiden können. Sollte eine andere Übermittlung nötig werden, verwenden wir die gesetzlich verlangten Garantien, etwa Standardvertragsklauseln, und passen diese Erklärung an.",
              },
            ],
          },
          {
            id: "recipients",
            title: "Wer Ihre Daten erhält",
            body: [
              { text: "Ihre Personendaten gelangen nur an:" },
              {
                list: [
                  "Vorstandsmitglieder des Vereins, jeweils nur soweit ihre Aufgabe es erfordert;",
                  "unsere Hosting- und E-Mail-Anbieter, als Auftragsbearbeiter, die vertraglich verpflichtet sind, die Daten nur nach unseren Weisungen zu bearbeiten;",
                  "Meta als Anbieterin von WhatsApp, wenn Sie sich in der WhatsApp-Gruppe der Mitglieder für Veranstaltungen anmelden;",
                  "Behörden, nur wo das Gesetz uns dazu verpflichtet.",
                ],
              },
              {
                text: "Die einzigen Personendaten, die wir veröffentlichen, sind Namen, Funktionen oder Zugehörigkeiten und Fotos der Personen auf der Seite «Über uns», mit deren Einverständnis.",
              },
            ],
          },
          {
            id: "security",
            title: "Datensicherheit",
            body: [
              {
                text: "Alle Verbindungen zur Website sind verschlüsselt (HTTPS). Passwörter werden nur als argon2id-Hashes gespeichert, Sitzungscookies können von Skripten nicht gelesen werden, und der Zugriff auf Mitgliederdaten ist nach Rollen beschränkt. Vorstandsmitglieder mit Admin-Rechten sind zur Verschwiegenheit verpflichtet.",
              },
            ],
          },
          {
            id: "your-rights",
            title: "Ihre Rechte",
            body: [
              { text: "Sie haben das Recht auf:" },
              {
                list: [
                  "Auskunft: erfahren, welche Personendaten wir über Sie haben (Art. 25 DSG; Art. 15 DSGVO);",
                  "Berichtigung: falsche Daten korrigieren lassen (Art. 32 DSG; Art. 16 DSGVO); die meisten Profilangaben können Sie im Mitglieder-Dashboard selbst korrigieren;",
                  "Löschung: Ihre Daten löschen lassen, sofern uns das Gesetz nicht zur Aufbewahrung verpflichtet (Art. 32 DSG; Art. 17 DSGVO);",
                  "Datenherausgabe und -übertragung: die Daten, die Sie uns gegeben haben, in einem gängigen elektronischen Format erhalten oder an eine andere Verantwortliche senden lassen (Art. 28 DSG; Art. 20 DSGVO);",
                  "Widerspruch: einer Bearbeitung auf Grundlage unserer Interessen widersprechen und eine Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen (Art. 30 und 32 DSG; Art. 7 Abs. 3 und 21 DSGVO);",
                  "Einschränkung der Bearbeitung, wo die DSGVO anwendbar ist (Art. 18 DSGVO).",
                ],
              },
              {
                text: "Als Mitglied können Sie Ihre Daten selbst herunterladen: Die Karte «Meine Daten» im Mitglieder-Dashboard gibt Ihnen, nachdem Sie Ihr Passwort erneut eingegeben haben, eine Datei mit allem, was wir über Sie haben, und eine Seite, die sagt, warum wir es haben, wie lange wir es aufbewahren, wer es erhält und woher es stammt.",
              },
              {
                text: "Wir antworten innert 30 Tagen und kostenlos. Zum Schutz Ihrer Daten können wir Sie bitten, Ihre Identität nachzuweisen. Senden Sie Ihre Anfrage an:",
                link: privacyContact,
              },
            ],
          },
          {
            id: "complaints",
            title: "Beschwerden",
            body: [
              {
                text: "Wenn Sie glauben, dass wir Ihre Daten unrechtmässig bearbeiten, sagen Sie es bitte zuerst uns, damit wir es richtigstellen können. Sie können sich auch beim Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten (EDÖB), Feldeggweg 1, 3003 Bern, beschweren. Wenn Sie in der EU oder im EWR wohnen, können Sie sich auch an die Datenschutzbehörde Ihres Landes wenden.",
                link: { label: "Website des EDÖB", href: "https://www.edoeb.admin.ch/" },
              },
            ],
          },
          {
            id: "changes",
            title: "Änderungen dieser Erklärung",
            body: [
              {
                text: "Wir passen diese Erklärung an, wenn sich die Website oder das Recht ändert; das Datum oben zeigt die aktuelle Fassung. Über wichtige Änderungen informieren wir die Mitglieder per E-Mail.",
              },
            ],
          },
        ],
      },
    },
    fr: {
      imprint: {
        id: "imprint",
        title: "Mentions légales",
        legalForm: "Association au sens des articles 60 ss du Code civil suisse",
        // PLACEHOLDER: the board members who represent the association and answer for the content.
        representatives: ["[Prénom et nom], président·e (espace réservé)", "[Prénom et nom], vice-président·e (espace réservé)"],
        // PLACEHOLDER: the person responsible for the website's content.
        contentResponsible: "[Prénom et nom], membre du comité (espace réservé)",
        disclaimer: [
          "Nous rassemblons les informations de ce site avec soin, mais ne pouvons garantir qu’elles soient complètes, exactes et à jour. Elles ne remplacent ni les informations officielles des organismes de formation, des prestataires de cours et des employeurs, ni un avis médical.",
          "Les liens vers d’autres sites sont fournis pour votre commodité. Leurs exploitants sont seuls responsables de leur contenu ; nous n’avons aucune influence sur celui-ci.",
        ],
      },
      privacyPolicy: {
        id: "privacy-policy",
        title: "Politique de confidentialité",
        lastUpdated: { label: "novembre 2026", dateTime: "2026-11" },
        binding: "Cette politique existe en anglais, en allemand, en français et en italien. La version anglaise fait foi.",
        sections: [
          {
            id: "controller",
            title: "Qui est responsable",
            body: [
              {
                text: `La ${association.name}, ${association.postalAddress.join(", ")}, est responsable du traitement des données personnelles décrit ici (le responsable du traitement).`,
              },
              { text: "Pour toute question sur la protection des données, et pour exercer vos droits, écrivez à :", link: privacyContact },
            ],
          },
          {
            id: "principles",
            title: "Nos principes",
            body: [
              {
                list: [
                  "Nous ne collectons que les données dont nous avons besoin pour gérer l’association et ce site.",
                  "Nous ne vendons pas de données personnelles et ne les transmettons pas à des fins publicitaires.",
                  "Nous ne faisons pas de profilage et ne prenons aucune décision individuelle automatisée.",
                  "Le site n’utilise ni suivi, ni outil d’analyse, ni publicité, ni cookies de tiers.",
                  "Les liens vers nos profils de réseaux sociaux sont de simples liens : la plateforme n’apprend rien tant que vous n’en cliquez pas un, et dès lors sa propre politique de confidentialité s’applique.",
                ],
              },
            ],
          },
          {
            id: "legal-framework",
            title: "Cadre légal",
            body: [
              {
                text: "Nous traitons les données personnelles conformément à la loi fédérale suisse sur la protection des données (LPD, en allemand revDSG), en vigueur depuis le 1er septembre 2023, et à son ordonnance. Nous respectons ses principes : traitement licite et de bonne foi, proportionnalité, finalité reconnaissable, exactitude et sécurité des données.",
              },
              {
                text: "Lorsque le règlement général sur la protection des données de l’UE (RGPD) s’applique, par exemple parce que nous proposons l’adhésion à des personnes résidant dans l’UE ou l’EEE, nous indiquons ci-dessous, pour chaque traitement, la base juridique selon l’article 6, paragraphe 1, RGPD. Selon la LPD, un traitement conforme à ses principes ne nécessite pas d’autre justification ; lorsqu’il en faut une, nous nous appuyons sur les motifs justificatifs de l’article 31 LPD (votre consentement, un contrat avec vous ou un intérêt prépondérant).",
              },
            ],
          },
          {
            id: "membership",
            title: "Demande d’adhésion et compte de membre",
            body: [
              { text: "Lorsque vous demandez l’adhésion, nous enregistrons :" },
              {
                list: [
                  "vos prénom et nom, votre adresse e-mail et votre numéro de téléphone ;",
                  "votre domaine (médecine, soins ambulanciers ou soins infirmiers) et votre statut (étudiant, médecin assistant, diplômé ou spécialiste) ;",
                  "pour les étudiants, l’année prévue de fin d’études ;",
                  "votre lieu d’études ou de travail ;",
                  "un message facultatif, par exemple sur la manière dont vous aimeriez vous engager ;",
                  "le mot de passe que vous choisissez. Nous ne l’enregistrons que sous forme de hash argon2id, à partir duquel le mot de passe ne peut pas être retrouvé ; personne dans l’association ne le connaît.",
                ],
              },
              {
                text: "Si vous avez adhéré avant l’existence de ce site, le comité a importé ces données depuis la liste des membres de l’association.",
              },
            ],
            processing: {
              purpose:
                "Pour statuer sur votre demande, confirmer votre adresse e-mail, vous envoyer la facture de la cotisation annuelle, tenir le registre des membres, vous donner accès à l’espace membres et vous contacter au sujet de l’association.",
              legalBasis:
                "Votre adhésion, et les démarches qui la précèdent à votre demande (art. 31, al. 2, let. a LPD ; art. 6, par. 1, let. b RGPD). Factures et justificatifs de paiement : notre intérêt légitime à tenir la comptabilité que le droit suisse exige de nous (art. 958f CO ; art. 6, par. 1, let. f RGPD).",
              retention: `Aussi longtemps que vous êtes membre. Vous pouvez démissionner depuis votre tableau de bord, pour la fin de l’année d’adhésion ou immédiatement : votre compte et ses données sont supprimés automatiquement le lendemain de votre dernier jour (dans l’heure qui suit minuit), ou immédiatement. Si votre adhésion prend fin autrement, un administrateur supprime votre compte et ses données. Si nous refusons votre demande, ou si le comité met fin à votre adhésion parce que la cotisation reste impayée après deux rappels, votre compte est fermé, puis supprimé automatiquement avec ses données ${REJECTED_APPLICATION_RETENTION_MONTHS} mois après la décision. Les factures et justificatifs de paiement sont conservés dix ans, comme l’exige le Code des obligations (art. 958f CO) : voir « Cotisations, factures et paiements ».`,
              recipients: "Les membres du comité qui s’occupent des adhésions. Nos prestataires d’hébergement et d’e-mail traitent les données pour notre compte.",
            },
          },
          {
            id: "profile",
            title: "Profil de membre, rôles et statut d’adhésion",
            body: [
              {
                text: "Dans le tableau de bord des membres, vous pouvez ajouter une fonction, votre université ou votre lieu de travail et votre année d’études, et modifier votre nom et votre numéro de téléphone. Vous ne pouvez pas y modifier votre adresse e-mail ; écrivez-nous si elle doit être corrigée. Avec votre compte, nous enregistrons aussi votre rôle (en attente, membre ou administrateur), votre statut d’adhésion (en attente, approuvé ou refusé) et la date de votre demande.",
              },
            ],
            processing: {
              purpose: "Pour vous montrer votre profil, décider quelles parties de l’espace membres vous pouvez utiliser et permettre au comité de gérer les adhésions.",
              legalBasis: "Votre adhésion (art. 31, al. 2, let. a LPD ; art. 6, par. 1, let. b RGPD).",
              retention: "Aussi longtemps que votre compte existe ; supprimées avec lui.",
              recipients: "Les membres du comité disposant de droits d’administration. Notre hébergeur traite les données pour notre compte.",
            },
          },
          {
            id: "fees",
            title: "Cotisations, factures et paiements",
            body: [
              {
                text: "Pour chaque année d’adhésion, nous établissons une facture à votre nom et vous l’envoyons par e-mail avec une QR-facture suisse. Elle contient le numéro de facture, l’année, votre nom tel que facturé, votre adresse e-mail, votre statut (qui détermine la cotisation), le montant, la référence de paiement, les dates de facture et d’échéance, ce qui a été payé et quand, les dates d’éventuels rappels et, si une facture est annulée, le motif du comité. Nous ne demandons jamais votre adresse postale : la case « Payable par » de la facture reste vide.",
              },
              {
                text: `Si la cotisation est toujours ouverte ${FIRST_REMINDER_DAYS_DEFAULT} jours après la date de facture, nous envoyons un premier rappel, et après ${SECOND_REMINDER_DAYS_DEFAULT} jours un second ; un administrateur statue ensuite sur l’adhésion. Nous enregistrons chaque paiement (montant, date, et une note lorsqu’un administrateur le saisit à la main). Lorsque nous importons le relevé de notre banque, nous enregistrons chaque paiement entrant tel que la banque le communique : montant, date, référence de paiement, nom du payeur et communication jointe au paiement.`,
              },
            ],
            processing: {
              purpose: "Pour facturer la cotisation annuelle, enregistrer son paiement (votre adhésion commence le jour de sa réception), envoyer des rappels et tenir la comptabilité de l’association.",
              legalBasis:
                "Votre adhésion (art. 31, al. 2, let. a LPD ; art. 6, par. 1, let. b RGPD), et la comptabilité que le droit suisse nous impose (art. 958f CO ; art. 6, par. 1, let. c et f RGPD).",
              retention: "Dix ans après la fin de l’année à laquelle elles se rapportent (art. 958f CO) ; ensuite, le site supprime automatiquement factures, paiements et transactions bancaires. Si votre compte est supprimé avant, les factures et paiements restent pour la comptabilité avec votre seul nom tel que facturé : votre adresse e-mail et le lien avec votre compte sont supprimés.",
              recipients:
                "Les membres du comité disposant de droits d’administration (dont le trésorier) et notre banque, qui reçoit votre paiement. Nos prestataires d’hébergement et d’e-mail traitent les données pour notre compte.",
            },
          },
          {
            id: "audit-log",
            title: "Journal des actions des administrateurs",
            body: [
              {
                text: "Lorsqu’un administrateur approuve ou refuse une demande, change un rôle, retire un membre, importe des membres, téléverse ou supprime un fichier, marque une demande d’accompagnement comme traitée ou ouverte, ou envoie une newsletter, le site enregistre quel administrateur l’a fait, ce qu’il a fait, sur quel compte et quand. Le journal enregistre des références aux comptes, pas de noms ni d’adresses e-mail : les noms ne sont recherchés que lorsqu’un administrateur lit le journal. Une fois un compte supprimé, le journal ne le mentionne plus que comme « un membre supprimé depuis ».",
              },
              {
                text: "Lorsque vous téléchargez vos données depuis le tableau de bord, le journal note que vous l’avez fait et quand, jamais ce que contenait le téléchargement.",
              },
            ],
            processing: {
              purpose: "Pour permettre au comité de voir qui a modifié quoi dans le registre des membres, et pour éclaircir les erreurs et les abus.",
              legalBasis: "Notre intérêt légitime à une administration des membres traçable et sûre (art. 31, al. 1 LPD ; art. 6, par. 1, let. f RGPD).",
              retention: "Les entrées sont conservées aussi longtemps que l’association en a besoin ; lorsqu’un compte est supprimé, les entrées ne nomment plus cette personne.",
              recipients: "Les membres du comité disposant de droits d’administration. Notre hébergeur traite les données pour notre compte.",
              // How long the entries themselves are kept is the board's decision.
              toBeConfirmed: ["retention"],
            },
          },
          {
            id: "links-and-tokens",
            title: "Liens dans nos e-mails",
            body: [
              {
                text: "Les liens que nous envoyons pour confirmer votre adresse e-mail, définir un nouveau mot de passe et vous inviter dans l’espace membres contiennent chacun un code aléatoire à usage unique. Nous n’enregistrons avec votre compte qu’un hash à sens unique du code, de sorte que personne ne puisse reconstituer le lien à partir de notre base de données. Un code ne fonctionne qu’une fois : un lien de confirmation pendant 24 heures, un lien de mot de passe pendant une heure, une invitation pendant sept jours.",
              },
            ],
            processing: {
              purpose: "Pour garantir que seul le titulaire de l’adresse e-mail peut la confirmer ou définir un mot de passe.",
              legalBasis: "Votre adhésion, et les démarches qui la précèdent à votre demande (art. 31, al. 2, let. a LPD ; art. 6, par. 1, let. b RGPD).",
              retention: "Supprimé dans l’heure qui suit l’expiration du code (au plus sept jours après l’envoi de l’e-mail). Un code utilisé n’est conservé jusque-là que pour que l’ouverture répétée du lien puisse vous indiquer qu’il a déjà été utilisé.",
              recipients: "Personne ; notre hébergeur stocke les données pour notre compte.",
            },
          },
          {
            id: "events",
            title: "Inscription aux événements",
            body: [
              {
                text: "Les membres s’inscrivent à nos événements dans le groupe WhatsApp des membres de l’association. WhatsApp est un service de Meta. Lorsque vous écrivez dans le groupe, WhatsApp traite votre numéro de téléphone, votre profil et vos messages selon sa propre politique de confidentialité, et peut les transférer à Meta aux États-Unis et dans d’autres pays. Rejoindre le groupe est facultatif : si vous ne souhaitez pas utiliser WhatsApp, écrivez-nous et nous vous inscrirons par e-mail.",
                link: { label: "Politique de confidentialité de WhatsApp", href: "https://www.whatsapp.com/legal/privacy-policy-eea" },
                toBeConfirmed: true,
              },
            ],
            processing: {
              purpose: "Pour savoir qui vient à un événement et informer les participants des changements.",
              legalBasis: "Votre adhésion (art. 31, al. 2, let. a LPD ; art. 6, par. 1, let. b RGPD) et, pour l’utilisation de WhatsApp, votre décision de rejoindre le groupe (art. 6, par. 1, let. a RGPD).",
              retention: "Le comité supprime la liste des participants après l’événement.",
              recipients: "Les membres du comité qui organisent l’événement, les autres membres du groupe et Meta en tant que fournisseur de WhatsApp.",
              toBeConfirmed: ["retention"],
            },
          },
          {
            id: "ride-along",
            title: "Demandes d’accompagnement",
            body: [
              {
                text: "Les membres peuvent demander un accompagnement sur la page Événements. Nous enregistrons la demande avec votre compte : le lieu choisi (Zurich ou Bâle), votre année d’études, la date d’envoi et si le comité l’a traitée. Votre adresse e-mail et votre nom sont repris de votre compte, sans nouvelle saisie. Le site envoie la demande par e-mail à l’adresse de l’association, avec votre adresse e-mail pour la réponse, et vous envoie une confirmation. Lorsqu’un administrateur marque une demande comme traitée ou à nouveau ouverte, le journal des actions des administrateurs le note.",
              },
            ],
            processing: {
              purpose: "Pour organiser un accompagnement pour vous et vous répondre.",
              legalBasis: "Votre adhésion et votre demande (art. 31, al. 2, let. a LPD ; art. 6, par. 1, let. b RGPD).",
              retention: `Supprimée automatiquement ${RIDE_ALONG_RETENTION_MONTHS} mois après son envoi (dans l’heure qui suit), ou plus tôt avec votre compte. Les e-mails qui s’y rapportent sont supprimés comme décrit sous « E-mails que nous envoyons » ; la copie dans la boîte de l’association est conservée comme le comité conserve sa correspondance.`,
              recipients: "Les membres du comité qui organisent les accompagnements et, une fois celui-ci convenu, le service de sauvetage que vous accompagnez. Nos prestataires d’hébergement et d’e-mail traitent les données pour notre compte.",
              toBeConfirmed: ["recipients"],
            },
          },
          {
            id: "mailing-list",
            title: "Liste de diffusion (« Restez informé »)",
            body: [
              {
                text: "Chacun peut s’abonner à nos nouvelles sur la page Événements avec une adresse e-mail. Nous enregistrons l’adresse et la date d’inscription. Votre abonnement ne commence qu’une fois que vous avez ouvert le lien de confirmation envoyé à l’adresse (double opt-in), de sorte que personne ne peut inscrire quelqu’un d’autre. Jusque-là, nous enregistrons un hash à sens unique du code du lien, et nous n’envoyons que quelques e-mails de confirmation au plus à une adresse en peu de temps.",
              },
              {
                text: "Chaque newsletter est un e-mail envoyé à chaque adresse confirmée, avec un lien personnel pour se désinscrire en un clic ; les logiciels de messagerie peuvent aussi proposer leur propre bouton de désinscription. Après votre désinscription, nous supprimons immédiatement votre adresse et ne vous envoyons plus rien, pas même une newsletter qui attendait déjà d’être envoyée. Lorsqu’un administrateur envoie une newsletter, le journal des actions des administrateurs note qui l’a envoyée, quand et à combien d’adresses, jamais les adresses.",
              },
            ],
            processing: {
              purpose: "Pour vous envoyer, comme vous l’avez demandé, des nouvelles de nos événements et activités.",
              legalBasis: "Votre consentement, que vous donnez en confirmant et pouvez retirer à tout moment en vous désinscrivant (art. 31, al. 1 LPD ; art. 6, par. 1, let. a RGPD).",
              retention: `Jusqu’à votre désinscription ; l’adresse est alors supprimée immédiatement. Une adresse jamais confirmée est supprimée automatiquement ${UNCONFIRMED_SUBSCRIPTION_RETENTION_DAYS} jours après la dernière demande (dans l’heure qui suit). Si un administrateur retire un membre, son abonnement est supprimé avec le compte ; un membre qui démissionne choisit s’il le conserve. Les e-mails de la newsletter eux-mêmes sont supprimés comme décrit sous « E-mails que nous envoyons ».`,
              recipients: "Les membres du comité disposant de droits d’administration, qui peuvent voir et exporter la liste des adresses confirmées. Nos prestataires d’hébergement et d’e-mail traitent les données pour notre compte.",
            },
          },
          {
            id: "published-people",
            title: "Personnes présentées sur ce site",
            body: [
              {
                text: "La page À propos présente les membres de notre comité, de notre conseil consultatif et nos tuteurs avec leur nom et leur fonction ou affiliation, et, dès qu’ils nous en donnent une, une photo. Nous ne les publions qu’avec leur accord.",
              },
            ],
            processing: {
              purpose: "Pour montrer qui dirige l’association et qui la soutient.",
              legalBasis: "L’accord de chaque personne présentée (art. 31, al. 1 LPD ; art. 6, par. 1, let. a RGPD), qu’elle peut retirer à tout moment.",
              retention: "Jusqu’à ce que la personne quitte sa fonction ou retire son accord.",
              recipients: "Tout le monde : la page À propos est publique.",
            },
          },
          {
            id: "rotation-reviews",
            title: "Avis sur les stages cliniques",
            body: [
              {
                text: "Chacun peut publier un avis sur un stage clinique sur la page Stages cliniques, sans compte. Un avis se compose uniquement de ce que vous saisissez dans ses champs (pays, ville, hôpital, service, type et période du stage, note et vos textes) et de sa date de publication. Nous n’y associons ni nom, ni adresse e-mail, ni adresse IP, ni informations sur le navigateur. N’écrivez rien dans un avis qui vous identifie ou identifie d’autres personnes : il est publié et lisible par tous.",
              },
              {
                text: "Pour empêcher le spam automatisé, le serveur compte les avis envoyés depuis chaque adresse IP par fenêtres de 15 minutes. Le compteur n’enregistre l’adresse que sous forme pseudonymisée, par un hash à clé secrète, jamais l’adresse elle-même.",
              },
              {
                text: "Pour que les pages ouvertes affichent les nouveaux avis dès leur arrivée et se mettent à jour après une connexion perdue, le serveur tient une liste indiquant quel avis a été ajouté ou supprimé et quand, par son seul numéro.",
              },
            ],
            processing: {
              purpose: "Pour aider les étudiants à choisir où faire un stage clinique, et pour garder les avis exempts de spam.",
              legalBasis: "Notre intérêt à partager entre étudiants des expériences de formation clinique (art. 6, par. 1, let. f RGPD). Un avis ne contient aucune donnée personnelle, sauf si son auteur en écrit.",
              retention: `Avis : jusqu’à ce qu’un administrateur les supprime (sur demande, ou lorsqu’un avis enfreint les règles). Compteurs anti-spam : supprimés dans l’heure qui suit 15 minutes sans nouvel avis depuis l’adresse. La liste des avis ajoutés et supprimés : ${REVIEW_CHANGE_RETENTION_DAYS} jours.`,
              recipients: "Tout le monde : les avis sont publics. Notre hébergeur les stocke pour notre compte.",
            },
          },
          {
            id: "cookies",
            title: "Cookies et connexion",
            body: [
              {
                text: "Nous déposons deux cookies (un troisième avec l’authentification à deux facteurs, voir ci-dessous), tous uniquement lorsque vous vous connectez, tous strictement nécessaires et marqués httpOnly, de sorte que les scripts de la page ne peuvent pas les lire. Le cookie de session vous garde connecté à l’espace membres ; il expire après sept jours sans utilisation ou lorsque vous vous déconnectez. Nous n’enregistrons ni adresse IP ni informations sur le navigateur avec une session.",
              },
              {
                text: "Le cookie d’appareil connu indique à notre connexion que ce navigateur s’est déjà connecté à votre compte, afin que quelqu’un qui devine votre mot de passe ailleurs ne puisse pas vous bloquer. Il contient un nombre aléatoire et une signature, n’est envoyé qu’à la partie connexion de notre serveur, n’est pas enregistré chez nous et expire après un an.",
              },
              {
                text: "Si vous activez l’authentification à deux facteurs, nous enregistrons la clé que votre application d’authentification partage avec nous et vos codes de récupération inutilisés, tous deux chiffrés, jusqu’à ce que vous la désactiviez ou que votre compte soit supprimé. Entre votre mot de passe et votre code, un troisième cookie, lui aussi httpOnly, retient pendant dix minutes au plus que votre mot de passe était correct ; il contient un nombre aléatoire et une signature.",
              },
              {
                text: "Tant que vous êtes connecté, votre navigateur conserve aussi dans son stockage local un marqueur qui indique seulement que quelqu’un est connecté, afin que les pages affichent immédiatement vos liens de membre. Il ne contient aucune donnée personnelle et est supprimé lorsque vous vous déconnectez.",
              },
              {
                text: "Pour protéger la connexion contre la devinette de mots de passe et de codes, le serveur compte les tentatives de connexion, les codes saisis, les mots de passe ressaisis dans l’espace membres et les demandes d’e-mail par adresse IP et par compte, par fenêtres de 15 minutes. Les compteurs n’enregistrent l’adresse IP et l’adresse e-mail que sous forme pseudonymisée, par un hash à clé secrète, jamais l’adresse elle-même. Nous n’utilisons ni suivi, ni outil d’analyse, ni cookies de tiers ; c’est pourquoi ce site n’affiche pas de bannière de cookies.",
              },
            ],
            processing: {
              purpose: "Pour vous garder connecté et protéger les comptes contre les abus.",
              legalBasis: "Votre adhésion (art. 6, par. 1, let. b RGPD) et notre intérêt à un fonctionnement sûr (art. 6, par. 1, let. f RGPD).",
              retention: "Session : sept jours après votre dernière visite, ou jusqu’à votre déconnexion ; les sessions expirées sont supprimées dans l’heure. Cookie d’appareil connu : un an dans votre navigateur. Clé à deux facteurs et codes de récupération : jusqu’à ce que vous désactiviez l’authentification à deux facteurs ou que votre compte soit supprimé. Compteurs de demandes : supprimés dans l’heure qui suit 15 minutes sans nouvelle tentative et une fois écoulé tout délai d’attente qu’ils imposent.",
              recipients: "Personne ; notre hébergeur stocke les données pour notre compte.",
            },
          },
          {
            id: "server-logs",
            title: "Journaux du serveur",
            body: [
              {
                text: "Pour chaque requête, notre serveur enregistre l’heure, la méthode, le chemin demandé sans ses paramètres, le statut de la réponse et la durée de la réponse. Ces journaux ne contiennent ni adresses IP, ni adresses e-mail, ni rien de ce que vous saisissez dans les formulaires.",
              },
              {
                text: "En amont de notre serveur, le proxy inverse de notre hébergeur, qui chiffre la connexion, tient aussi un journal d’accès : l’heure, votre adresse IP, l’adresse demandée, le statut de la réponse ainsi que le nom et la version de votre navigateur.",
                toBeConfirmed: true,
              },
            ],
            processing: {
              purpose: "Pour assurer le fonctionnement du site, trouver les erreurs et détecter les attaques.",
              legalBasis: "Notre intérêt à un site sûr et fonctionnel (art. 6, par. 1, let. f RGPD).",
              retention: "30 jours au plus, pour les journaux de notre serveur et pour le journal d’accès du proxy inverse.",
              recipients: "Notre hébergeur, pour notre compte.",
              toBeConfirmed: ["retention"],
            },
          },
          {
            id: "e-mail",
            title: "E-mails que nous envoyons",
            body: [
              {
                text: `Nous envoyons des e-mails pour confirmer votre adresse, réinitialiser votre mot de passe, envoyer des factures, confirmer votre demande d’accompagnement, envoyer la newsletter à laquelle vous êtes abonné et répondre à vos demandes. Notre serveur conserve chaque message dans une file d’envoi jusqu’à sa distribution, et le fournisseur de messagerie de l’association le distribue. Si un message ne peut toujours pas être distribué ${UNDELIVERED_MAIL_GIVE_UP_DAYS} jours après sa rédaction, nous cessons d’essayer et en informons le comité, afin de pouvoir vous joindre autrement.`,
              },
            ],
            processing: {
              purpose: "Pour distribuer les messages dont vous avez besoin en tant que membre ou candidat.",
              legalBasis: "La même que pour l’activité à laquelle le message se rapporte (voir ci-dessus).",
              retention: `Les messages distribués sont supprimés de la file d’envoi au plus tard ${MAIL_RETENTION_DAYS} jours après leur distribution ; les messages que nous n’avons pas pu distribuer, au plus tard ${MAIL_RETENTION_DAYS} jours après l’arrêt des tentatives.`,
              recipients: "Le fournisseur de messagerie de l’association, qui traite les messages pour notre compte.",
            },
          },
          {
            id: "hosting",
            title: "Hébergement et transferts à l’étranger",
            body: [
              {
                text: `Notre site et ses données sont hébergés par ${association.hosting.name} (pays : ${association.hosting.country}). Nos e-mails sont distribués par ${association.mailProvider.name} (pays : ${association.mailProvider.country}). Tous deux ne traitent les données personnelles que pour notre compte et selon nos instructions.`,
                toBeConfirmed: true,
              },
              {
                text: "Le seul transfert à l’étranger au-delà de ces prestataires est l’utilisation de WhatsApp pour l’inscription aux événements (voir ci-dessus), que vous pouvez éviter. Si un autre transfert devenait nécessaire, nous utiliserions les garanties exigées par la loi, comme les clauses contractuelles types, et mettrions à jour cette politique.",
              },
            ],
          },
          {
            id: "recipients",
            title: "Qui reçoit vos données",
            body: [
              { text: "Vos données personnelles ne parviennent qu’à :" },
              {
                list: [
                  "des membres du comité de l’association, chacun seulement dans la mesure où sa tâche l’exige ;",
                  "nos prestataires d’hébergement et d’e-mail, en tant que sous-traitants tenus par contrat de ne traiter les données que selon nos instructions ;",
                  "Meta, en tant que fournisseur de WhatsApp, si vous vous inscrivez aux événements dans le groupe WhatsApp des membres ;",
                  "des autorités, uniquement lorsque la loi nous y oblige.",
                ],
              },
              {
                text: "Les seules données personnelles que nous publions sont les noms, fonctions ou affiliations et photos des personnes présentées sur la page À propos, avec leur accord.",
              },
            ],
          },
          {
            id: "security",
            title: "Sécurité des données",
            body: [
              {
                text: "Toutes les connexions au site sont chiffrées (HTTPS). Les mots de passe ne sont enregistrés que sous forme de hash argon2id, les cookies de session ne peuvent pas être lus par des scripts et l’accès aux données des membres est limité selon les rôles. Les membres du comité disposant de droits d’administration sont tenus à la confidentialité.",
              },
            ],
          },
          {
            id: "your-rights",
            title: "Vos droits",
            body: [
              { text: "Vous avez le droit :" },
              {
                list: [
                  "d’accès : savoir quelles données personnelles nous détenons sur vous (art. 25 LPD ; art. 15 RGPD) ;",
                  "de rectification : faire corriger des données inexactes (art. 32 LPD ; art. 16 RGPD) ; vous pouvez corriger vous-même la plupart des données de profil dans le tableau de bord ;",
                  "d’effacement : faire supprimer vos données, sauf si la loi nous oblige à les conserver (art. 32 LPD ; art. 17 RGPD) ;",
                  "à la portabilité des données : recevoir les données que vous nous avez fournies dans un format électronique courant, ou les faire transmettre à un autre responsable (art. 28 LPD ; art. 20 RGPD) ;",
                  "d’opposition : vous opposer à un traitement fondé sur nos intérêts, et retirer un consentement à tout moment pour l’avenir (art. 30 et 32 LPD ; art. 7, par. 3, et 21 RGPD) ;",
                  "à la limitation du traitement lorsque le RGPD s’applique (art. 18 RGPD).",
                ],
              },
              {
                text: "En tant que membre, vous pouvez télécharger vous-même vos données : la carte Mes données du tableau de bord vous donne, après la ressaisie de votre mot de passe, un fichier avec tout ce que nous détenons sur vous et une page qui indique pourquoi nous le détenons, combien de temps nous le conservons, qui le reçoit et d’où il provient.",
              },
              {
                text: "Nous répondons dans les 30 jours et gratuitement. Pour protéger vos données, nous pouvons vous demander de prouver votre identité. Envoyez votre demande à :",
                link: privacyContact,
              },
            ],
          },
          {
            id: "complaints",
            title: "Réclamations",
            body: [
              {
                text: "Si vous estimez que nous traitons vos données de manière illicite, dites-le-nous d’abord afin que nous puissions corriger la situation. Vous pouvez aussi déposer une réclamation auprès du Préposé fédéral à la protection des données et à la transparence (PFPDT), Feldeggweg 1, 3003 Berne. Si vous vivez dans l’UE ou l’EEE, vous pouvez aussi vous adresser à l’autorité de protection des données de votre pays.",
                link: { label: "Site web du PFPDT", href: "https://www.edoeb.admin.ch/" },
              },
            ],
          },
          {
            id: "changes",
            title: "Modifications de cette politique",
            body: [
              {
                text: "Nous mettons à jour cette politique lorsque le site ou la loi change ; la date en haut indique la version actuelle. Nous informons les membres des changements importants par e-mail.",
              },
            ],
          },
        ],
      },
    },
    it: {
      imprint: {
        id: "imprint",
        title: "Colophon",
        legalForm: "Associazione ai sensi degli articoli 60 segg. del Codice civile svizzero",
        // PLACEHOLDER: the board members who represent the association and answer for the content.
        representatives: ["[Nome e cognome], presidente (segnaposto)", "[Nome e cognome], vicepresidente (segnaposto)"],
        // PLACEHOLDER: the person responsible for the website's content.
        contentResponsible: "[Nome e cognome], membro di comitato (segnaposto)",
        disclaimer: [
          "Raccogliamo con cura le informazioni di questo sito, ma non possiamo garantire che siano complete, corrette e aggiornate. Non sostituiscono le informazioni ufficiali degli enti di formazione, degli organizzatori di corsi e dei datori di lavoro, né un consiglio medico.",
          "I link ad altri siti sono forniti per comodità. Dei loro contenuti rispondono soltanto i rispettivi gestori; noi non abbiamo alcuna influenza su di essi.",
        ],
      },
      privacyPolicy: {
        id: "privacy-policy",
        title: "Informativa sulla privacy",
        lastUpdated: { label: "novembre 2026", dateTime: "2026-11" },
        binding: "Questa informativa esiste in inglese, tedesco, francese e italiano. Fa fede la versione inglese.",
        sections: [
          {
            id: "controller",
            title: "Chi è responsabile",
            body: [
              {
                text: `La ${association.name}, ${association.postalAddress.join(", ")}, è responsabile del trattamento dei dati personali qui descritto (il titolare del trattamento).`,
              },
              { text: "Per ogni domanda sulla protezione dei dati, e per esercitare i suoi diritti, scriva a:", link: privacyContact },
            ],
          },
          {
            id: "principles",
            title: "I nostri principi",
            body: [
              {
                list: [
                  "Raccogliamo solo i dati di cui abbiamo bisogno per gestire l’associazione e questo sito.",
                  "Non vendiamo dati personali e non li trasmettiamo a fini pubblicitari.",
                  "Non facciamo profilazione e non prendiamo decisioni individuali automatizzate.",
                  "Il sito non usa tracciamento, strumenti di analisi, pubblicità né cookie di terzi.",
                  "I link ai nostri profili sui social media sono semplici link: la piattaforma non viene a sapere nulla finché non ne clicca uno, e da quel momento vale la sua informativa sulla privacy.",
                ],
              },
            ],
          },
          {
            id: "legal-framework",
            title: "Quadro giuridico",
            body: [
              {
                text: "Trattiamo i dati personali secondo la legge federale svizzera sulla protezione dei dati (LPD, in tedesco revDSG), in vigore dal 1° settembre 2023, e la sua ordinanza. Ne rispettiamo i principi: trattamento lecito e secondo buona fede, proporzionalità, scopo riconoscibile, esattezza e sicurezza dei dati.",
              },
              {
                text: "Dove si applica il regolamento generale sulla protezione dei dati dell’UE (RGPD), ad esempio perché offriamo l’adesione a persone residenti nell’UE o nel SEE, indichiamo qui sotto per ogni trattamento la base giuridica secondo l’articolo 6 paragrafo 1 RGPD. Secondo la LPD, un trattamento conforme ai suoi principi non richiede ulteriori giustificazioni; dove ne serve una, ci basiamo sui motivi giustificativi dell’articolo 31 LPD (il suo consenso, un contratto con lei o un interesse preponderante).",
              },
            ],
          },
          {
            id: "membership",
            title: "Domanda di adesione e account di socio",
            body: [
              { text: "Quando presenta domanda di adesione, memorizziamo:" },
              {
                list: [
                  "nome e cognome, indirizzo e-mail e numero di telefono;",
                  "il suo ambito (medicina, soccorso sanitario o cure infermieristiche) e il suo stato (studente, medico assistente, laureato o specialista);",
                  "per gli studenti, l’anno previsto di conclusione degli studi;",
                  "il suo luogo di studio o di lavoro;",
                  "un messaggio facoltativo, ad esempio su come vorrebbe impegnarsi;",
                  "la password che sceglie. La memorizziamo solo come hash argon2id, dal quale la password non può essere ricavata; nessuno nell’associazione la conosce.",
                ],
              },
              {
                text: "Se è diventato socio prima che esistesse questo sito, il comitato ha importato questi dati dall’elenco dei soci dell’associazione.",
              },
            ],
            processing: {
              purpose:
                "Per decidere sulla sua domanda, confermare il suo indirizzo e-mail, inviarle la fattura della quota annuale, tenere il registro dei soci, darle accesso all’area soci e contattarla per questioni dell’associazione.",
              legalBasis:
                "La sua adesione, e i passi che la precedono su sua richiesta (art. 31 cpv. 2 lett. a LPD; art. 6 par. 1 lett. b RGPD). Fatture e giustificativi di pagamento: il nostro legittimo interesse a tenere la contabilità che il diritto svizzero ci impone (art. 958f CO; art. 6 par. 1 lett. f RGPD).",
              retention: `Finché è socio. Può dimettersi dalla sua dashboard, per la fine dell’anno associativo o subito: il suo account e i suoi dati vengono cancellati automaticamente il giorno dopo il suo ultimo giorno (entro l’ora successiva alla mezzanotte), oppure subito. Se l’adesione termina in altro modo, un amministratore cancella il suo account e i suoi dati. Se respingiamo la sua domanda, o se il comitato pone fine alla sua adesione perché la quota resta non pagata dopo due solleciti, il suo account viene chiuso e cancellato automaticamente con i suoi dati ${REJECTED_APPLICATION_RETENTION_MONTHS} mesi dopo la decisione. Fatture e giustificativi di pagamento sono conservati dieci anni, come richiede il Codice delle obbligazioni (art. 958f CO): vedi «Quote, fatture e pagamenti».`,
              recipients: "I membri del comitato che si occupano delle adesioni. I nostri fornitori di hosting e di e-mail trattano i dati per nostro conto.",
            },
          },
          {
            id: "profile",
            title: "Profilo di socio, ruoli e stato dell’adesione",
            body: [
              {
                text: "Nella dashboard dei soci può aggiungere una qualifica professionale, la sua università o il suo luogo di lavoro e il suo anno di studio, e modificare nome e numero di telefono. Lì non può modificare il suo indirizzo e-mail; ci scriva se deve essere corretto. Con il suo account memorizziamo anche il suo ruolo (in attesa, socio o amministratore), lo stato della sua adesione (in attesa, approvata o respinta) e la data della sua domanda.",
              },
            ],
            processing: {
              purpose: "Per mostrarle il suo profilo, decidere quali parti dell’area soci può usare e permettere al comitato di gestire le adesioni.",
              legalBasis: "La sua adesione (art. 31 cpv. 2 lett. a LPD; art. 6 par. 1 lett. b RGPD).",
              retention: "Finché esiste il suo account; cancellati insieme a esso.",
              recipients: "I membri del comitato con diritti di amministratore. Il nostro fornitore di hosting tratta i dati per nostro conto.",
            },
          },
          {
            id: "fees",
            title: "Quote, fatture e pagamenti",
            body: [
              {
                text: "Per ogni anno associativo emettiamo una fattura a suo nome e gliela inviamo per e-mail con una QR-fattura svizzera. Contiene il numero di fattura, l’anno, il suo nome come fatturato, il suo indirizzo e-mail, il suo stato (che determina la quota), l’importo, il riferimento di pagamento, le date di fattura e di scadenza, cosa è stato pagato e quando, le date di eventuali solleciti e, se una fattura viene annullata, il motivo del comitato. Non chiediamo mai il suo indirizzo postale: il campo «Pagabile da» della fattura resta vuoto.",
              },
              {
                text: `Se la quota è ancora aperta ${FIRST_REMINDER_DAYS_DEFAULT} giorni dopo la data della fattura inviamo un primo sollecito, e dopo ${SECOND_REMINDER_DAYS_DEFAULT} giorni un secondo; un amministratore decide poi sull’adesione. Registriamo ogni pagamento (importo, data e una nota quando un amministratore lo inserisce a mano). Quando importiamo l’estratto conto della nostra banca, memorizziamo ogni pagamento in entrata come lo comunica la banca: importo, data, riferimento di pagamento, nome del pagatore e comunicazione allegata al pagamento.`,
              },
            ],
            processing: {
              purpose: "Per fatturare la quota annuale, registrarne il pagamento (l’adesione inizia il giorno in cui è ricevuto), inviare solleciti e tenere la contabilità dell’associazione.",
              legalBasis:
                "La sua adesione (art. 31 cpv. 2 lett. a LPD; art. 6 par. 1 lett. b RGPD) e la contabilità che il diritto svizzero ci impone (art. 958f CO; art. 6 par. 1 lett. c e f RGPD).",
              retention: "Dieci anni dopo la fine dell’anno a cui si riferiscono (art. 958f CO); poi il sito cancella automaticamente fatture, pagamenti e transazioni bancarie. Se il suo account viene cancellato prima, fatture e pagamenti restano per la contabilità solo con il suo nome come fatturato: il suo indirizzo e-mail e il collegamento al suo account vengono rimossi.",
              recipients:
                "I membri del comitato con diritti di amministratore (tra cui il cassiere) e la nostra banca, che riceve il suo pagamento. I nostri fornitori di hosting e di e-mail trattano i dati per nostro conto.",
            },
          },
          {
            id: "audit-log",
            title: "Registro delle azioni degli amministratori",
            body: [
              {
                text: "Quando un amministratore approva o respinge una domanda, cambia un ruolo, rimuove un socio, importa soci, carica o cancella un file, segna una richiesta di uscita come evasa o aperta, o invia una newsletter, il sito registra quale amministratore l’ha fatto, che cosa ha fatto, su quale account e quando. Il registro memorizza riferimenti agli account, non nomi né indirizzi e-mail: i nomi vengono cercati solo quando un amministratore legge il registro. Una volta cancellato un account, il registro lo indica solo come «un socio nel frattempo rimosso».",
              },
              {
                text: "Quando scarica i suoi dati dalla dashboard dei soci, il registro annota che l’ha fatto e quando, mai che cosa conteneva il download.",
              },
            ],
            processing: {
              purpose: "Per permettere al comitato di vedere chi ha modificato cosa nel registro dei soci, e per chiarire errori e abusi.",
              legalBasis: "Il nostro legittimo interesse a un’amministrazione dei soci tracciabile e sicura (art. 31 cpv. 1 LPD; art. 6 par. 1 lett. f RGPD).",
              retention: "Le voci restano finché l’associazione ne ha bisogno; quando un account viene cancellato, le voci non nominano più quella persona.",
              recipients: "I membri del comitato con diritti di amministratore. Il nostro fornitore di hosting tratta i dati per nostro conto.",
              // How long the entries themselves are kept is the board's decision.
              toBeConfirmed: ["retention"],
            },
          },
          {
            id: "links-and-tokens",
            title: "Link nelle nostre e-mail",
            body: [
              {
                text: "I link che inviamo per confermare il suo indirizzo e-mail, impostare una nuova password e invitarla nell’area soci contengono ciascuno un codice casuale monouso. Con il suo account memorizziamo solo un hash unidirezionale del codice, così nessuno può ricostruire il link dalla nostra banca dati. Un codice funziona una sola volta: un link di conferma per 24 ore, un link per la password per un’ora, un invito per sette giorni.",
              },
            ],
            processing: {
              purpose: "Per garantire che solo il titolare dell’indirizzo e-mail possa confermarlo o impostare una password.",
              legalBasis: "La sua adesione, e i passi che la precedono su sua richiesta (art. 31 cpv. 2 lett. a LPD; art. 6 par. 1 lett. b RGPD).",
              retention: "Cancellato entro l’ora successiva alla scadenza del codice (al massimo sette giorni dopo l’invio dell’e-mail). Un codice usato resta fino ad allora solo perché una nuova apertura del link possa dirle che è già stato usato.",
              recipients: "Nessuno; il nostro fornitore di hosting conserva i dati per nostro conto.",
            },
          },
          {
            id: "events",
            title: "Iscrizione agli eventi",
            body: [
              {
                text: "I soci si iscrivono ai nostri eventi nel gruppo WhatsApp dei soci dell’associazione. WhatsApp è un servizio di Meta. Quando scrive nel gruppo, WhatsApp tratta il suo numero di telefono, il suo profilo e i suoi messaggi secondo la propria informativa sulla privacy, e può trasferirli a Meta negli Stati Uniti e in altri paesi. Aderire al gruppo è facoltativo: se non desidera usare WhatsApp, ci scriva e la iscriveremo per e-mail.",
                link: { label: "Informativa sulla privacy di WhatsApp", href: "https://www.whatsapp.com/legal/privacy-policy-eea" },
                toBeConfirmed: true,
              },
            ],
            processing: {
              purpose: "Per sapere chi partecipa a un evento e informare i partecipanti dei cambiamenti.",
              legalBasis: "La sua adesione (art. 31 cpv. 2 lett. a LPD; art. 6 par. 1 lett. b RGPD) e, per l’uso di WhatsApp, la sua decisione di aderire al gruppo (art. 6 par. 1 lett. a RGPD).",
              retention: "Il comitato cancella l’elenco dei partecipanti dopo l’evento.",
              recipients: "I membri del comitato che organizzano l’evento, gli altri membri del gruppo e Meta in quanto fornitore di WhatsApp.",
              toBeConfirmed: ["retention"],
            },
          },
          {
            id: "ride-along",
            title: "Richieste di uscita",
            body: [
              {
                text: "I soci possono chiedere un’uscita sulla pagina Eventi. Memorizziamo la richiesta con il suo account: il luogo scelto (Zurigo o Basilea), il suo anno di studio, quando l’ha inviata e se il comitato l’ha evasa. Il suo indirizzo e-mail e il suo nome sono ripresi dal suo account, non digitati di nuovo. Il sito invia la richiesta per e-mail all’indirizzo dell’associazione, con il suo indirizzo e-mail per la risposta, e le invia una conferma. Quando un amministratore segna una richiesta come evasa o di nuovo aperta, il registro delle azioni degli amministratori lo annota.",
              },
            ],
            processing: {
              purpose: "Per organizzare un’uscita per lei e risponderle.",
              legalBasis: "La sua adesione e la sua richiesta (art. 31 cpv. 2 lett. a LPD; art. 6 par. 1 lett. b RGPD).",
              retention: `Cancellata automaticamente ${RIDE_ALONG_RETENTION_MONTHS} mesi dopo l’invio (entro l’ora successiva), o prima insieme al suo account. Le e-mail relative sono cancellate come descritto in «E-mail che inviamo»; la copia nella casella dell’associazione è conservata come il comitato conserva la sua corrispondenza.`,
              recipients: "I membri del comitato che organizzano le uscite e, una volta concordata, il servizio di soccorso con cui esce. I nostri fornitori di hosting e di e-mail trattano i dati per nostro conto.",
              toBeConfirmed: ["recipients"],
            },
          },
          {
            id: "mailing-list",
            title: "Mailing list («Resta aggiornato»)",
            body: [
              {
                text: "Chiunque può abbonarsi alle nostre novità sulla pagina Eventi con un indirizzo e-mail. Memorizziamo l’indirizzo e quando si è iscritto. L’abbonamento inizia solo quando apre il link di conferma che inviamo all’indirizzo (double opt-in), così nessuno può iscrivere un’altra persona. Fino ad allora memorizziamo un hash unidirezionale del codice del link, e inviamo al massimo poche e-mail di conferma a un indirizzo in poco tempo.",
              },
              {
                text: "Ogni newsletter è un’e-mail a ogni indirizzo confermato, con un link personale per disiscriversi con un clic; anche i programmi di posta possono offrire un proprio pulsante di disiscrizione. Dopo la disiscrizione cancelliamo subito il suo indirizzo e non le inviamo più nulla, nemmeno una newsletter già in attesa di invio. Quando un amministratore invia una newsletter, il registro delle azioni degli amministratori annota chi l’ha inviata, quando e a quanti indirizzi, mai gli indirizzi.",
              },
            ],
            processing: {
              purpose: "Per inviarle, come richiesto, novità sui nostri eventi e attività.",
              legalBasis: "Il suo consenso, che dà confermando e può revocare in qualsiasi momento disiscrivendosi (art. 31 cpv. 1 LPD; art. 6 par. 1 lett. a RGPD).",
              retention: `Fino alla disiscrizione; l’indirizzo viene cancellato subito. Un indirizzo mai confermato viene cancellato automaticamente ${UNCONFIRMED_SUBSCRIPTION_RETENTION_DAYS} giorni dopo l’ultima richiesta (entro l’ora successiva). Se un amministratore rimuove un socio, il suo abbonamento viene cancellato con l’account; un socio che si dimette sceglie se mantenerlo. Le e-mail della newsletter stesse sono cancellate come descritto in «E-mail che inviamo».`,
              recipients: "I membri del comitato con diritti di amministratore, che possono vedere ed esportare l’elenco degli indirizzi confermati. I nostri fornitori di hosting e di e-mail trattano i dati per nostro conto.",
            },
          },
          {
            id: "published-people",
            title: "Persone mostrate su questo sito",
            body: [
              {
                text: "La pagina Chi siamo mostra i membri del nostro comitato, del comitato consultivo e i nostri tutor con nome e funzione o affiliazione e, quando ce ne forniscono una, una foto. Li pubblichiamo solo con il loro consenso.",
              },
            ],
            processing: {
              purpose: "Per mostrare chi gestisce l’associazione e chi la sostiene.",
              legalBasis: "Il consenso di ogni persona mostrata (art. 31 cpv. 1 LPD; art. 6 par. 1 lett. a RGPD), che può revocarlo in qualsiasi momento.",
              retention: "Finché la persona lascia la sua funzione o revoca il consenso.",
              recipients: "Tutti: la pagina Chi siamo è pubblica.",
            },
          },
          {
            id: "rotation-reviews",
            title: "Recensioni degli stage clinici",
            body: [
              {
                text: "Chiunque può pubblicare una recensione di uno stage clinico sulla pagina Stage clinici, senza account. Una recensione consiste solo in ciò che scrive nei suoi campi (paese, città, ospedale, reparto, tipo e periodo dello stage, valutazione e i suoi testi) e nella data di pubblicazione. Non vi associamo nome, indirizzo e-mail, indirizzo IP né dati del browser. Non scriva in una recensione nulla che identifichi lei o altre persone: viene pubblicata e la possono leggere tutti.",
              },
              {
                text: "Per fermare lo spam automatizzato, il server conta le recensioni inviate da ogni indirizzo IP in finestre di 15 minuti. Il contatore memorizza l’indirizzo solo in forma pseudonimizzata, come hash con chiave segreta, mai l’indirizzo stesso.",
              },
              {
                text: "Affinché le pagine aperte mostrino le nuove recensioni appena arrivano e si aggiornino dopo una connessione persa, il server tiene un elenco di quale recensione è stata aggiunta o cancellata e quando, solo con il numero della recensione.",
              },
            ],
            processing: {
              purpose: "Per aiutare gli studenti a scegliere dove fare uno stage clinico, e per tenere le recensioni libere da spam.",
              legalBasis: "Il nostro interesse a condividere tra studenti esperienze di formazione clinica (art. 6 par. 1 lett. f RGPD). Una recensione non contiene dati personali, a meno che il suo autore non ve ne scriva.",
              retention: `Recensioni: finché un amministratore le cancella (su richiesta, o quando una recensione viola le regole). Contatori anti-spam: cancellati entro l’ora successiva a 15 minuti senza nuove recensioni dall’indirizzo. L’elenco delle recensioni aggiunte e cancellate: ${REVIEW_CHANGE_RETENTION_DAYS} giorni.`,
              recipients: "Tutti: le recensioni sono pubbliche. Il nostro fornitore di hosting le conserva per nostro conto.",
            },
          },
          {
            id: "cookies",
            title: "Cookie e accesso",
            body: [
              {
                text: "Impostiamo due cookie (un terzo con l’autenticazione a due fattori, vedi sotto), tutti solo quando accede, tutti strettamente necessari e contrassegnati httpOnly, così gli script della pagina non possono leggerli. Il cookie di sessione la mantiene collegato all’area soci; scade dopo sette giorni senza utilizzo, o quando si disconnette. Con una sessione non memorizziamo né indirizzo IP né dati del browser.",
              },
              {
                text: "Il cookie di dispositivo noto comunica al nostro accesso che questo browser ha già effettuato l’accesso al suo account, affinché chi indovina altrove la sua password non possa bloccarla. Contiene un numero casuale e una firma, viene inviato solo alla parte di accesso del nostro server, non viene memorizzato da noi e scade dopo un anno.",
              },
              {
                text: "Se attiva l’autenticazione a due fattori, memorizziamo la chiave che la sua app di autenticazione condivide con noi e i suoi codici di recupero non usati, entrambi cifrati, finché non la disattiva o il suo account viene cancellato. Tra la password e il codice, un terzo cookie, anch’esso httpOnly, ricorda per al massimo dieci minuti che la sua password era corretta; contiene un numero casuale e una firma.",
              },
              {
                text: "Mentre è collegato, il suo browser conserva anche nella memoria locale un indicatore che dice solo che qualcuno è collegato, così le pagine mostrano subito i suoi link di socio. Non contiene dati personali e viene rimosso quando si disconnette.",
              },
              {
                text: "Per proteggere l’accesso dai tentativi di indovinare password e codici, il server conta i tentativi di accesso, i codici inseriti, le password reinserite nell’area soci e le richieste di e-mail per indirizzo IP e per account in finestre di 15 minuti. I contatori memorizzano l’indirizzo IP e l’indirizzo e-mail solo in forma pseudonimizzata, come hash con chiave segreta, mai l’indirizzo stesso. Non usiamo tracciamento, strumenti di analisi né cookie di terzi; per questo il sito non mostra alcun banner dei cookie.",
              },
            ],
            processing: {
              purpose: "Per mantenerla collegato e proteggere gli account dagli abusi.",
              legalBasis: "La sua adesione (art. 6 par. 1 lett. b RGPD) e il nostro interesse a un funzionamento sicuro (art. 6 par. 1 lett. f RGPD).",
              retention: "Sessione: sette giorni dopo la sua ultima visita, o finché si disconnette; le sessioni scadute sono cancellate entro l’ora. Cookie di dispositivo noto: un anno nel suo browser. Chiave a due fattori e codici di recupero: finché disattiva l’autenticazione a due fattori o il suo account viene cancellato. Contatori delle richieste: cancellati entro l’ora successiva a 15 minuti senza nuovi tentativi e una volta trascorso l’eventuale tempo di attesa che impongono.",
              recipients: "Nessuno; il nostro fornitore di hosting conserva i dati per nostro conto.",
            },
          },
          {
            id: "server-logs",
            title: "Log del server",
            body: [
              {
                text: "Per ogni richiesta il nostro server registra l’ora, il metodo, il percorso richiesto senza i parametri, lo stato della risposta e la durata della risposta. Questi log non contengono indirizzi IP, indirizzi e-mail né alcun contenuto inserito nei moduli.",
              },
              {
                text: "Davanti al nostro server, anche il reverse proxy del nostro fornitore di hosting, che cifra la connessione, tiene un log di accesso: l’ora, il suo indirizzo IP, l’indirizzo richiesto, lo stato della risposta e il nome e la versione del suo browser.",
                toBeConfirmed: true,
              },
            ],
            processing: {
              purpose: "Per mantenere il sito in funzione, trovare errori e individuare attacchi.",
              legalBasis: "Il nostro interesse a un sito sicuro e funzionante (art. 6 par. 1 lett. f RGPD).",
              retention: "Al massimo 30 giorni, per i log del nostro server e per il log di accesso del reverse proxy.",
              recipients: "Il nostro fornitore di hosting, per nostro conto.",
              toBeConfirmed: ["retention"],
            },
          },
          {
            id: "e-mail",
            title: "E-mail che inviamo",
            body: [
              {
                text: `Inviamo e-mail per confermare il suo indirizzo, reimpostare la sua password, inviare fatture, confermare la sua richiesta di uscita, inviare la newsletter a cui si è abbonato e rispondere alle sue richieste. Il nostro server conserva ogni messaggio in una coda di invio finché non è stato recapitato, e il fornitore di posta dell’associazione lo recapita. Se un messaggio non può ancora essere recapitato ${UNDELIVERED_MAIL_GIVE_UP_DAYS} giorni dopo che l’abbiamo scritto, smettiamo di provare e informiamo il comitato, così da poterla raggiungere in altro modo.`,
              },
            ],
            processing: {
              purpose: "Per recapitare i messaggi di cui ha bisogno come socio o richiedente.",
              legalBasis: "La stessa dell’attività a cui il messaggio si riferisce (vedi sopra).",
              retention: `I messaggi recapitati sono cancellati dalla coda di invio al più tardi ${MAIL_RETENTION_DAYS} giorni dopo il recapito; i messaggi che non abbiamo potuto recapitare, al più tardi ${MAIL_RETENTION_DAYS} giorni dopo che abbiamo smesso di provare.`,
              recipients: "Il fornitore di posta dell’associazione, che tratta i messaggi per nostro conto.",
            },
          },
          {
            id: "hosting",
            title: "Hosting e trasferimenti all’estero",
            body: [
              {
                text: `Il nostro sito e i suoi dati sono ospitati da ${association.hosting.name} in ${association.hosting.country}. Le nostre e-mail sono recapitate da ${association.mailProvider.name} in ${association.mailProvider.country}. Entrambi trattano i dati personali solo per nostro conto e secondo le nostre istruzioni.`,
                toBeConfirmed: true,
              },
              {
                text: "L’unico trasferimento all’estero oltre a questi fornitori è l’uso di WhatsApp per l’iscrizione agli eventi (vedi sopra), che può evitare. Se dovesse rendersi necessario un altro trasferimento, useremo le garanzie richieste dalla legge, come le clausole contrattuali standard, e aggiorneremo questa informativa.",
              },
            ],
          },
          {
            id: "recipients",
            title: "Chi riceve i suoi dati",
            body: [
              { text: "I suoi dati personali giungono soltanto a:" },
              {
                list: [
                  "membri del comitato dell’associazione, ciascuno solo nella misura richiesta dal suo compito;",
                  "i nostri fornitori di hosting e di e-mail, come responsabili del trattamento vincolati per contratto a trattare i dati solo secondo le nostre istruzioni;",
                  "Meta, in quanto fornitore di WhatsApp, se si iscrive agli eventi nel gruppo WhatsApp dei soci;",
                  "autorità, solo dove la legge ci obbliga.",
                ],
              },
              {
                text: "Gli unici dati personali che pubblichiamo sono i nomi, le funzioni o affiliazioni e le foto delle persone mostrate sulla pagina Chi siamo, con il loro consenso.",
              },
            ],
          },
          {
            id: "security",
            title: "Sicurezza dei dati",
            body: [
              {
                text: "Tutte le connessioni al sito sono cifrate (HTTPS). Le password sono memorizzate solo come hash argon2id, i cookie di sessione non possono essere letti dagli script e l’accesso ai dati dei soci è limitato in base al ruolo. I membri del comitato con diritti di amministratore sono tenuti alla riservatezza.",
              },
            ],
          },
          {
            id: "your-rights",
            title: "I suoi diritti",
            body: [
              { text: "Ha il diritto di:" },
              {
                list: [
                  "accesso: sapere quali dati personali deteniamo su di lei (art. 25 LPD; art. 15 RGPD);",
                  "rettifica: far correggere dati inesatti (art. 32 LPD; art. 16 RGPD); la maggior parte dei dati del profilo può correggerla lei stesso nella dashboard dei soci;",
                  "cancellazione: far cancellare i suoi dati, salvo che la legge ci obblighi a conservarli (art. 32 LPD; art. 17 RGPD);",
                  "portabilità dei dati: ricevere i dati che ci ha fornito in un formato elettronico comune, o farli trasmettere a un altro titolare (art. 28 LPD; art. 20 RGPD);",
                  "opposizione: opporsi a un trattamento basato sui nostri interessi, e revocare un consenso in qualsiasi momento con effetto per il futuro (art. 30 e 32 LPD; art. 7 par. 3 e 21 RGPD);",
                  "limitazione del trattamento dove si applica il RGPD (art. 18 RGPD).",
                ],
              },
              {
                text: "Come socio può scaricare lei stesso i suoi dati: la scheda I miei dati nella dashboard dei soci le fornisce, dopo aver reinserito la password, un file con tutto ciò che deteniamo su di lei e una pagina che spiega perché lo deteniamo, per quanto tempo lo conserviamo, chi lo riceve e da dove proviene.",
              },
              {
                text: "Rispondiamo entro 30 giorni e gratuitamente. Per proteggere i suoi dati, possiamo chiederle di dimostrare la sua identità. Invii la sua richiesta a:",
                link: privacyContact,
              },
            ],
          },
          {
            id: "complaints",
            title: "Reclami",
            body: [
              {
                text: "Se ritiene che trattiamo i suoi dati in modo illecito, ce lo dica prima di tutto, così da poter rimediare. Può anche presentare reclamo all’Incaricato federale della protezione dei dati e della trasparenza (IFPDT), Feldeggweg 1, 3003 Berna. Se vive nell’UE o nel SEE, può anche rivolgersi all’autorità di protezione dei dati del suo paese.",
                link: { label: "Sito web dell’IFPDT", href: "https://www.edoeb.admin.ch/" },
              },
            ],
          },
          {
            id: "changes",
            title: "Modifiche a questa informativa",
            body: [
              {
                text: "Aggiorniamo questa informativa quando cambiano il sito o la legge; la data in alto indica la versione attuale. Informiamo i soci dei cambiamenti importanti per e-mail.",
              },
            ],
          },
        ],
      },
    },
  },
);
