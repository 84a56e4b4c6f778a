// The English imprint and privacy policy: the binding version (legal.ts).
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
import { type Imprint, type LegalContent, type PrivacyPolicy, privacyContact } from "./legal";

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
  lastUpdated: { label: "December 2026", dateTime: "2026-12" },
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
          text: "Members register for our events and courses in their member dashboard. We store each registration with your account: the event, where you stand (seat confirmed, awaiting the board's approval, on the waiting list with your place, a seat offered and until when, cancelled) and when you registered. When a seat becomes free, the website offers it by e-mail to the first person on the waiting list, and it e-mails you every change to your registration, a confirmation with a calendar file and a QR code. At the event, the board checks you in by scanning that code or by your name, and afterwards records whether you attended; we store the time of your check-in and your attendance with the registration, and you see your attendance in your dashboard. The board may also e-mail everyone registered for an event, or everyone waiting. The board sees who registered for each event, with their names and e-mail addresses, and may approve, reject, move up or cancel a registration; the log of admin actions records each such step.",
        },
      ],
      processing: {
        purpose: "To give an event's seats fairly, in the order of registration, and to tell participants about their seat and about changes.",
        legalBasis: "Your membership (art. 31(2)(a) FADP; art. 6(1)(b) GDPR).",
        retention: "A cancelled registration is deleted after the last day of its event; the others stay with your account, as the record of who took part, and go with it. When you resign, your registrations for events after your last day are cancelled.",
        recipients: "The board; our hosting and e-mail providers, on our behalf.",
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
          text: "Anyone can subscribe to our news on the Events page with an e-mail address. We store the address, when you subscribed and the language of the page you subscribed on, in which we write to you (if the address is a member's, in the language of their profile). Your subscription starts only once you open the confirmation link we send to the address (double opt-in), so nobody can subscribe someone else. The link's code is signed by our server, so we store nothing more for it, and we send at most a few confirmation e-mails to an address in a short time.",
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
          text: "We transfer no personal data abroad beyond these providers. Should a transfer become necessary, we will use the safeguards the law requires, such as standard contractual clauses, and update this policy.",
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


export const legal: LegalContent = { imprint, privacyPolicy };
