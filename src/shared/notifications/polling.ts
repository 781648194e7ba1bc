// Apart from the notification rules, so that the top bar's bell (first download) loads only these.
/** Spec §7: polled every 5 minutes, at most 13 more times after the first fetch. */
export const notificationPollMs = 5 * 60 * 1000;
export const notificationPollMaxRepeats = 13;
