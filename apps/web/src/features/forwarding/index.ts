// The forwarding modal, opened by name from the shell's number-modal host.
export { ForwardingModal } from './forwarding-modal.tsx';
