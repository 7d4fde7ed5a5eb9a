// The shared specialty dialog as a module of this remote, so the profile can download it on demand
// (see on-demand.ts) while its other screens import the pickers library directly.
export { SpecialtyDialog } from '@nurse/pickers';
