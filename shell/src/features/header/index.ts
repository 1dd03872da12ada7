// What the header offers the rest of the shell: the footer repeats its mark and its Contribute button.
export { ContributeButton } from './contribute-button';
export { TempleMark } from './site-logo';
