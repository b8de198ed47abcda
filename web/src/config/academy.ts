/**
 * The academy's contact for requests about a learner's data (the privacy notice shows it): a build
 * setting, VITE_ACADEMY_CONTACT (docs/deploying.md), an e-mail address. Unset, the notice sends
 * the learner to the academy's front desk instead.
 */
export const academyContact: string = import.meta.env.VITE_ACADEMY_CONTACT?.trim() ?? '';
