// API and webhooks (decision 031): its page is reached through the router only; nothing is shared.
export { ApiAccessPage } from './api-access-page.tsx';
