// The secret-code modal, opened by name from the shell's number-modal host (the ICCID change modal
// and the SIM change page load lazily by their own modules).
export { SecretCodeModal } from './secret-code-modal.tsx';
