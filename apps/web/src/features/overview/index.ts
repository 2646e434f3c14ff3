// What other parts of the web app use of the overview: its page (a lazy route).
export { OverviewPage } from './overview-page.tsx';
