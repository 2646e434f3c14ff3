// What the number page uses of the services area: the services section and the products query.
export { ServicesSection } from './services-section.tsx';
export { useProducts } from './products-api.ts';
export { hasPending } from './service-rows.ts';
