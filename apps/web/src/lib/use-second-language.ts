import type { WebLanguage } from '@webku/contract';
import { useWebSettings } from './use-web-settings';

/** The site's second language while the owner has one on: the editors then ask for each text in it too. */
export function useSecondLanguage(): WebLanguage | null {
  return useWebSettings().data?.second_language ?? null;
}
