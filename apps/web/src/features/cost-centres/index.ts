// What other parts of the web app use of cost centres: their page (a lazy route).
export { CostCentresPage } from './cost-centres-page.tsx';
export { useCostCentres } from './cost-centres-api.ts';
