/** Full-page navigation (sign-in, sign-out): one place, so tests can watch it. */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
