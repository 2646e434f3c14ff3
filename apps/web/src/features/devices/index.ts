// What the number page uses of the devices area.
export { DeviceSection } from './device-section.tsx';
