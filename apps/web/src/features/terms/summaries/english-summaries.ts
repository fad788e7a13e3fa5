import {
  formatWon,
  USIM_ORDER_RULES,
  USIM_PRICES,
  USIM_PUBLIC_KINDS,
  type TermsType,
  type UsimKind,
} from '@mvno/contract';

const usimKindNames: Record<(typeof USIM_PUBLIC_KINDS)[number], string> = {
  NORMAL: 'a standard SIM, for any 5G or LTE phone,',
  NFC: 'an NFC SIM, which is also a transport card and pays by phone,',
  ONECHIP: 'a one-chip SIM, with payments, transport card and certificates on one SIM,',
  ESIM: 'an eSIM, issued at once with nothing to deliver, for phones that support eSIM,',
};
const priceInEnglish = (kind: UsimKind) =>
  USIM_PRICES[kind] === 0 ? 'is free' : `costs ${formatWon(USIM_PRICES[kind], 'en')}`;
/** The SIMs sold and their prices, from the contract: the summary never quotes another price. */
const usimPrices = USIM_PUBLIC_KINDS.map((kind) => `${usimKindNames[kind]} ${priceInEnglish(kind)}`)
  .join('; ')
  .replace(/^a/, 'A');

/**
 * What one or more versions of a terms document say, in plain English, for a reader of an English page. A
 * reading aid and not a translation: the Korean text binds. English only, with no Korean source, so these are
 * content of the terms feature and not catalogue messages (docs/languages.md).
 */
export interface EnglishSummary {
  /**
   * The versions of the Korean text it follows, as staff name them ('v2.0'). A version it does not name (a
   * revision published since) shows no summary, rather than one that may say something the text no longer
   * does.
   */
  versions: readonly string[];
  points: readonly string[];
}

// The terms of service: v2.0 (15 June 2026) sends bills by email or text only, and gives notice before a
// suspension for unpaid charges.
interface TermsOfServiceEdition {
  billing: string;
  suspension: string;
}

function termsOfService({ billing, suspension }: TermsOfServiceEdition): readonly string[] {
  return [
    'These terms cover the Baro Mobile phone service run by Baro Telecom Co., Ltd.: how you join and use it, and what you and we each have to do.',
    'You join in your own name, and anyone under 19 needs a parent’s or guardian’s consent. We check your identity first, and may turn down or hold an application made in someone else’s name, with false details, with unpaid charges at any carrier, or for more lines than one person may have.',
    'You can change your plan in My page or through customer service, once a month; the new plan starts at midnight the next day. We tell you a month before a promotional discount ends.',
    `${billing} Payment is due on the 25th, by direct debit, card or virtual account. Paying late adds a one-off 2% of the unpaid amount. You can question a bill within 6 months of its date and we reply within 14 days; anything we charged by mistake is refunded or, if you prefer, taken off your next bill.`,
    'You can pause your line twice a year for up to 90 days at a time (while abroad or doing military service, for example), at ₩3,850 a month. You can cancel at any time, but leaving a plan with a contract period early may mean paying back the discount.',
    suspension,
    'Report a lost or stolen SIM or phone straight away on 114 or 1600-2580: charges made before you report it are yours to pay. If our fault leaves you without service for 3 hours or more in a row, we pay up to 3 times the monthly fee for the time lost.',
    'We announce changes to these terms on our website 7 days ahead, or 30 days ahead with a text or email if they are worse for you. If you don’t accept a change you can cancel; using the service after it starts counts as accepting it.',
  ];
}

const unpaidSuspension =
  'We may suspend your line if a bill is unpaid 2 months after its due date, or if the line was opened in someone else’s name or used for spam or voice phishing.';

// The privacy policy: v2.0 (23 March 2026) adds the face check of activation; v3.0 keeps event entries for
// six months after an event ends and adds the courier that delivers SIMs.
interface PrivacyEdition {
  hasFaceCheck: boolean;
  hasEventRetention: boolean;
  hasCourier: boolean;
}

function privacyPolicy({ hasFaceCheck, hasEventRetention, hasCourier }: PrivacyEdition): readonly string[] {
  const faceCheck = hasFaceCheck ? ', whether your face matched your ID photo' : '';
  const faceRetention = hasFaceCheck
    ? ' The face check result is kept for 1 year after activation; the photo of your face is deleted straight after the comparison.'
    : '';
  const eventRetention = hasEventRetention
    ? ' Event entries are kept for 6 months after the event ends.'
    : '';
  const courier = hasCourier
    ? ', sending bills and notices (MessageHub) and delivering SIMs (CJ Logistics)'
    : ' and sending bills and notices (MessageHub)';
  return [
    'We use your personal data to run your membership, to provide the phone service (sign-up, activation, number porting, billing and support), to sell and deliver SIMs and, only if you agree, to tell you about new plans and events.',
    `To join the site we collect your name, user ID, password, mobile number, date of birth and connecting information (CI), and your email if you give it. To sign up for a line we also need your resident registration number, address, ID card details${faceCheck} and your bank account or card for payments. Porting, SIM orders and events ask for what they need, and using the service creates records of calls, texts, data, log-ins, your device and cookies.`,
    `We delete data as soon as its period ends or its purpose is met. Your membership details are kept until you close your account, billing data until 6 months after you cancel (longer while a bill is unpaid or disputed), and identity check requests for 1 month (their results for 1 year).${faceRetention}${eventRetention} By law we keep contract and payment records for 5 years, communication records for 12 months and website visit logs for 3 months.`,
    `We share your data with others only with your consent or where a law requires it. Some work is done for us by other companies: identity checks and payments (KG Inicis), customer support (Baro Customer Centre), our servers (CloudOn)${courier}.`,
    'You can ask to see, correct or delete your data, or to stop us using it, and withdraw your consent at any time: in My page, through customer service (114 or 1600-2580) or by email to privacy@baromobile.example. We act within 10 days. A parent or guardian can do this for a child under 14.',
    'We encrypt important data such as resident registration numbers and passwords, limit who can see your data and control access to our server rooms. Cookies keep you logged in and count visits: you can block them in your browser or turn off visit statistics at the foot of our pages, though some logged-in services may then not work.',
    'Our privacy officer is the head of the Information Protection Office (privacy@baromobile.example). You can also take a complaint to the Personal Information Dispute Mediation Committee (1833-6972), the Privacy Infringement Report Centre (118), the Supreme Prosecutors’ Office (1301) or the police (182).',
  ];
}

/** Every terms type's summaries, one per set of versions that say the same. */
export const englishSummaries: Record<TermsType, readonly EnglishSummary[]> = {
  TERMS_SERVICE: [
    {
      versions: ['v1.0'],
      points: termsOfService({
        billing:
          'We bill last month’s charges by the 10th, by post, email or text as you choose (a paper bill costs ₩500 a month).',
        suspension: unpaidSuspension,
      }),
    },
    {
      versions: ['v2.0'],
      points: termsOfService({
        billing:
          'We bill last month’s charges by the 10th, by email or text as you choose: there are no paper bills, and past bills are always in My page. If an email bill bounces, we send it by text instead, and anyone who had paper bills before now gets them by text.',
        suspension: `${unpaidSuspension} Before suspending a line for unpaid charges, we text you at least 7 days ahead with the reason, the date and how to object, and we lift a suspension as soon as its reason is gone.`,
      }),
    },
  ],
  UNIQUE: [
    {
      versions: ['v1.0'],
      points: [
        'To sign you up, Korean law lets us process your resident registration number (your alien registration number if you are a foreign national), and your driving licence number if you prove who you are with a driving licence.',
        'We use them to confirm it is you and that your ID is genuine, to prevent identity theft and check how many lines are in your name, and for billing, unpaid charges and the records the law requires.',
        'We keep them until 6 months after you cancel, or longer while a bill is unpaid or a dispute is open, or where another law sets a longer period.',
        'Your resident registration number is stored encrypted, and its last digits are hidden on screens and documents.',
        'You can refuse, but without this consent we cannot sign you up or activate your line.',
      ],
    },
  ],
  PRIVACY: [
    {
      versions: ['v1.0'],
      points: privacyPolicy({ hasFaceCheck: false, hasEventRetention: false, hasCourier: false }),
    },
    {
      versions: ['v2.0'],
      points: privacyPolicy({ hasFaceCheck: true, hasEventRetention: false, hasCourier: false }),
    },
    {
      versions: ['v3.0'],
      points: privacyPolicy({ hasFaceCheck: true, hasEventRetention: true, hasCourier: true }),
    },
  ],
  LOCATION: [
    {
      versions: ['v1.0'],
      points: [
        'These terms cover our location-based services, all free: finding SIM shops near you, showing the rough location of your lost phone when you ask, and giving your location to emergency services when they request it.',
        'We ask for your consent before using your location. Before sharing it with anyone else we tell you who gets it and why, and we let you know each time it is shared.',
        'We delete your location as soon as the service has been provided. Only the record of when it was used or shared is kept, for 6 months, as the Location Information Act requires.',
        'You can withdraw all or part of your consent or pause it at any time, see the records of use and sharing and the reasons for them, and ask us to correct anything wrong.',
        'For a child aged 8 or under, an adult under guardianship or a person with a severe disability, a guardian’s consent to protect their life or safety counts as their own.',
        'Questions go to our location information officer, the head of the Information Protection Office (privacy@baromobile.example, 1600-2580). Disputes can go to the Korea Communications Commission or the Personal Information Dispute Mediation Committee (1833-6972).',
      ],
    },
  ],
  THIRD_PARTY_PROVIDE: [
    {
      versions: ['v1.0'],
      points: [
        'We share your personal data with the organisations below only for the purpose given, and they may not use it for anything else.',
        'To activate your line and port your number: KT Corporation, whose network we use, gets your name, date of birth, mobile number, SIM number and plan, and keeps them until 6 months after you cancel. The Korea Association for ICT Promotion gets your name, date of birth, mobile number and previous carrier to process porting, prevent identity theft and check sign-up restrictions, and keeps them until that is done.',
        'If you prove who you are with a certificate app (Naver, PASS from SK Telecom, KT or LG U+, KB Kookmin Bank, or Toss from Viva Republica), the one you choose gets your name, mobile number and date of birth. It keeps the request for 1 month and the result for 1 year.',
        'KG Inicis passes those requests and their results between us and the app you chose.',
        'Investigators can receive data without your consent when they ask through a procedure set by law, and then only the minimum they need.',
        'You can refuse, but then you cannot activate a line, port your number or prove who you are with a certificate app.',
      ],
    },
  ],
  THIRD_PARTY_CONSIGNED: [
    {
      versions: ['v1.0'],
      points: [
        'This notice lists the specialist companies that do part of our work, and so handle some of your data, for us.',
        'KG Inicis relays identity checks and takes payments for bills and SIMs; Baro Customer Centre answers customers and receives and checks sign-up applications; CloudOn runs our servers and stores our data. Each keeps data until its contract with us ends.',
        'MessageHub sends bills, verification codes and notices by text and email, and keeps the data for 1 month after sending.',
        'Our contracts with them set out their privacy duties, limit passing the work on and say who is responsible if something goes wrong, and we check them regularly.',
        'They use your data only for the work we give them, never pass it to another company without our agreement, and delete it or return it to us when the contract ends.',
        'If these companies or their work change, we update this notice and our privacy policy without delay.',
      ],
    },
  ],
  CREDIT: [
    {
      versions: ['v1.0'],
      points: [
        'Before we accept a sign-up, we check credit information, as the Credit Information Use and Protection Act allows.',
        'We check with NICE Information Service and with the Korea Association for ICT Promotion, which holds overdue phone bills.',
        'To assess a sign-up we look at your name, date of birth, and whether you have overdue phone bills and how much. To prevent identity theft we check your name, resident registration number and the date your ID card was issued.',
        'We delete the results as soon as the check is done. The credit agency keeps a record that a check was made, but it does not affect your credit score.',
        'You can refuse, but without the check we cannot assess your sign-up, so your line cannot be activated.',
      ],
    },
  ],
  REMAINING_CHARGE: [
    {
      versions: ['v1.0'],
      points: [
        'When you bring your number to Baro Mobile, your contract with your previous carrier ends, and it may still have charges to bill you for.',
        'These can be calls and data used up to the day you switched, what is left of a phone instalment plan (with its fees), a repayment of discounts for leaving a contract early, and bills already overdue. Your previous carrier bills all of them.',
        'Your previous carrier bills them in one go in the month after you switch, using the payment method you registered with them.',
        'If you would rather keep paying for your phone in instalments over the remaining months, ask your previous carrier’s customer service.',
        'Unpaid charges can be registered with the Korea Association for ICT Promotion under the Telecommunications Business Act, which may stop you joining other carriers.',
        'By agreeing, you accept that your previous carrier bills these charges. Baro Mobile does not collect or refund them on its behalf.',
      ],
    },
  ],
  MARKETING: [
    {
      versions: ['v1.0'],
      points: [
        'This consent is optional: say yes if you would like news of our new plans, events and offers. Saying no does not limit your use of the service in any way.',
        'We would tell you about new plans and add-ons, events and prize draws, and offers picked for you.',
        'For this we use your name, mobile number, email, plan and how long you have been with us.',
        'We send them by text (SMS or MMS), email or app notification, only in the ways you agreed to, and never between 9 pm and 8 am.',
        'We keep your details for this until you withdraw your consent or close your account, and we ask you to confirm your consent every 2 years, as the law requires.',
        'You can withdraw at any time: in the notification settings in My page, through customer service, or with the opt-out number in any text we send.',
      ],
    },
  ],
  LEGAL_REPRESENTATIVE: [
    {
      versions: ['v1.0'],
      points: [
        'Anyone under 19 needs the consent of a parent or guardian to join Baro Mobile.',
        'By consenting, the parent or guardian agrees to the sign-up and the choice of plan, and is jointly responsible for paying the bills.',
        'Phone payments on the line are limited to ₩50,000 a month, and the parent or guardian can lower the limit or block them.',
        'We collect the parent’s or guardian’s name, date of birth, mobile number and relationship, to confirm who they are and to tell them about the sign-up. We keep these until 6 months after the young person comes of age or 6 months after the line is cancelled.',
        'A family relation certificate shows the relationship, and we delete it as soon as we have checked it.',
        'Once the sign-up is complete, we text the parent or guardian about it and the plan chosen.',
        'A parent or guardian can refuse, but without their consent someone under 19 cannot join.',
      ],
    },
  ],
  USIM_PURCHASE: [
    {
      versions: ['v1.0'],
      points: [
        'These terms cover buying a SIM on the Baro Mobile website and app.',
        `${usimPrices}. Delivery is free. One person (one verified mobile number) can buy up to ${USIM_ORDER_RULES.maxPerMonth} SIMs a month, ${USIM_ORDER_RULES.maxPerOrder} at a time.`,
        `Parcels paid by ${USIM_ORDER_RULES.parcelCutoff} on a working day are sent that day and arrive within ${USIM_ORDER_RULES.parcelDaysAfterPickup} working days. In listed Seoul districts, same-day rider delivery can be ordered on working days from ${USIM_ORDER_RULES.riderHours.from} to ${USIM_ORDER_RULES.riderHours.to}, free. If no courier takes an order, we cancel it, refund it and text you.`,
        `Until it is sent (for a rider, within ${USIM_ORDER_RULES.riderDispatchMinutes} minutes of paying), you can cancel an order in your SIM orders for a full refund to the way you paid; a phone payment from an earlier month is refunded to a bank account within 3 working days. An eSIM can be cancelled until it is downloaded.`,
        'A SIM you have received can be returned unopened within 7 days through customer service for a full refund. An opened or activated SIM, or a downloaded eSIM, cannot be refunded under the Electronic Commerce Act. A faulty SIM is replaced free within 3 months of delivery.',
        'Please activate your SIM within 6 months of receiving it: after that its details may expire and you may need a new one.',
        'If you are unhappy with a purchase, contact customer service (1600-2580) or send a 1:1 inquiry; if that does not solve it, you can ask the Korea Consumer Agency (1372) for advice.',
      ],
    },
  ],
};
