/**
 * The version of the terms the checkout's policy box accepts (the general trading conditions, payment and privacy
 * policies). A member's acceptance carries over to the next order while this is unchanged: change it with the
 * policies' wording, and every member is asked again.
 */
export const TERMS_VERSION = '2025-01-01';
