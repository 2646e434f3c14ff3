/** The API's resource of one number; the number detail and the state change both call under it. */
export const subscriberPath = (msisdn: string) => `/api/subscribers/${encodeURIComponent(msisdn)}`;
