import type { BioButton } from '@webku/contract';

/** A button's identity in the list: its key, or an own link's address (the list holds each once). */
export const buttonKey = (button: Pick<BioButton, 'key' | 'url'>): string =>
  button.key === 'custom' ? `custom:${button.url}` : button.key;
