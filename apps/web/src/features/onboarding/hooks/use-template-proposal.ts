import { SETUP_LIMITS, type Template } from '@webku/contract';
import { useEffect, useState } from 'react';
import { fetchTemplateProposal } from '../api/template-proposal';

// Asked once the owner pauses typing, not on every key.
const PAUSE_MS = 400;

/** The template proposed for the business type typed so far; null until there is one. */
export function useTemplateProposal(businessType: string): Template | null {
  const [proposal, setProposal] = useState<Template | null>(null);
  const typed = businessType.trim();
  useEffect(() => {
    if (!typed || typed.length > SETUP_LIMITS.business_type) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchTemplateProposal(typed, controller.signal).then(setProposal, () => {
        // A proposal is only a hint: without one the form keeps the template it shows.
      });
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed]);
  return typed ? proposal : null;
}
