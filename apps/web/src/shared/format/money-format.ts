// one money formatter for the browser and the server's documents (DESIGN §3)
export { formatMoney, TENGE_SIGN } from '@kabinet/contract/rules/money-format';
