/**
 * Who runs this Lapak and how to reach them: shown on the help, privacy and terms pages and in
 * emails. A deployment operated by someone else changes these lines (they are the data controller
 * named in the privacy policy, UU PDP 27/2022 art. 1(4)).
 */

/** The operator's name as the privacy policy and the terms name it. */
export const OPERATOR_NAME = "Lapak";
/** Questions about accounts, payments and withdrawals. */
export const SUPPORT_EMAIL = "bantuan@lapak.id";
/** Requests about personal data (access, correction, deletion, objections) and breach reports. */
export const PRIVACY_EMAIL = "privasi@lapak.id";
