// The number modals of the bans area, opened by name from the shell's number-modal host.
export { ToggleModal } from './bans-toggle-modal.tsx';
